#!/usr/bin/env bash
# Run by make feature, make screen and make usecase after they change a shared type's stored properties
# (UseCaseEnvironment gains a use case): makes the next build compile the app's own modules again in full,
# in the build folder of both packages (the Makefile's BUILD_FOLDER, .build by default). SwiftPM's native build
# system does not always recompile a module
# whose code only uses such a type from another module, so a warm build folder would link code that still
# has the type's old size and crash at run time (swiftlang/swift-package-manager#10502, swiftlang/swift#89636).
# The packages the app depends on are kept; our modules take a minute or so to compile again.
#
# And SwiftPM's cache of evaluated manifests: it is kept by a manifest's text and the environment, but the
# manifests make a module of each folder of a tree, so a tree that gains or loses a layer's folder (a use
# case's tree with its first screen, or without its last) would be built from a stale evaluation, in every
# environment that evaluated it before. Evaluating them all again takes a second or so.
set -euo pipefail
cd "$(dirname "$0")/.."
rm -f "${XDG_CACHE_HOME:-$HOME/.cache}/org.swift.swiftpm/manifests/manifest.db" "$HOME/Library/Caches/org.swift.swiftpm/manifests/manifest.db"
root=$(pwd)
source scripts/build-folder.sh
[ ! -d "$build" ] || find "$build" -name output-file-map.json -path '*.build/output-file-map.json' | while IFS= read -r map; do
    # A module of ours is one whose sources are in App, Modules or Tests, or the server's Sources, Modules or Tests.
    if grep -q "\"$root/\(App\|Modules\|Tests\|Server/Sources\|Server/Modules\|Server/Tests\)/" "$map"; then
        folder=$(dirname "$map")
        rm -f "$folder"/*.o "$folder"/*.swiftdeps "$folder"/*.priors
    fi
done
