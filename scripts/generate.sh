#!/usr/bin/env bash
# generate.sh TEMPLATE KEY=VALUE…: what make feature and make usecase run. Builds the renderer
# (scripts/Generate, a small Swift tool on swift-mustache), renders scripts/templates/TEMPLATE into the app
# (it writes nothing unless it can write everything), lays out what it wrote and the files it added lines to
# with the project's formatter, so make lint passes at once, draws the module graph again when it added a
# feature's modules (make graph), generates the contract's Swift again when it added to the contract (make
# api) and writes the composition roots' feature lists again (make features), and makes the next build
# compile the app's modules again in full (scripts/forget-builds.sh says why).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

generator=scripts/Generate/.build/debug/generate
# Built when it is missing or a source of it is newer (a build with nothing to do still takes over a second, and
# make check-generators runs the generators some forty times).
if [ ! -x "$generator" ] || [ -n "$(find scripts/Generate/Package.swift scripts/Generate/Sources -newer "$generator" -print -quit)" ]; then
    if ! log=$(swift build --package-path scripts/Generate --product generate 2>&1); then
        printf '%s\n' "$log" >&2
        echo "$1: the generator (scripts/Generate) did not build; nothing was written" >&2
        exit 1
    fi
fi
summary=$("$generator" "$@")
printf '%s\n' "$summary"
# The files it wrote and the files it added lines to (already formatted, so only the new lines change).
mapfile -t touched < <(sed -n 's/^  \(.*\.swift\)\( ([0-9]* lines\{0,1\})\)\{0,1\}$/\1/p' <<<"$summary")
if [ ${#touched[@]} -gt 0 ]; then
    swift format --in-place "${touched[@]}"
fi
# A feature's trees are new modules (Package.swift's feature list gained a line): the composition roots'
# lists of features are written again from the packages' lists (make features), and the module graph
# (docs/modules.md) is drawn again from the manifest, as make graph draws it.
# The builds and evaluated manifests forgotten (scripts/forget-builds.sh), then the composition roots' lists of
# features and the module graph drawn again: a tree joined, or one that has a layer more (a use case's tree
# with its first screen).
bash scripts/forget-builds.sh
bash scripts/features.sh
bash scripts/graph.sh >/dev/null
# The contract changed (a feature's paths and schemas): its Swift is generated again, as make api does.
if grep -qE '^  Modules/(API/Contract/.*|[A-Za-z0-9]+/Contract/)openapi.yaml' <<<"$summary"; then
    bash scripts/api.sh || { echo "$1: the contract's Swift did not generate: fix Modules/API/openapi.yaml, then run make api" >&2; exit 1; }
fi
