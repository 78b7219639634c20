#!/usr/bin/env bash
# make install [PREFIX=/usr/local]: builds what make bench measures (scripts/release.sh) and installs it:
# PREFIX/bin/bazaar and its manual page, PREFIX/share/man/man1/bazaar.1 (from its --help, by
# swift-argument-parser's generate-manual); with the server (make install, not make install-app), the same
# for bazaar-server. Says what it installed; a failed build installs nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
prefix=${1:-/usr/local}
what=${2:-app}
source scripts/release.sh
case "$prefix" in /*) ;; *) prefix="$PWD/$prefix" ;; esac

# install_one PRODUCT PACKAGE: the manual page first, then the shipped build, so the binary installed is the
# one make bench measures.
# A third argument, no-manual, installs the binary alone (a helper that people do not run themselves).
install_one() {
    local product=$1 package=$2 manual="" binary log
    echo "install: building $product: swift build ${release_flags[*]} --product $product" >&2
    if [ "${3:-}" != no-manual ]; then make_manual "$product" "$package"; fi
    binary=$(release_build "$product" "$package") || exit 1
    "$binary" --version >/dev/null || { echo "install: the built $product does not run" >&2; exit 1; }
    install -d "$prefix/bin"
    install -m 755 "$binary" "$prefix/bin/$product"
    echo "install: $prefix/bin/$product"
    if [ -n "$manual" ]; then
        install -d "$prefix/share/man/man1"
        install -m 644 "$manual" "$prefix/share/man/man1/$product.1"
        echo "install: $prefix/share/man/man1/$product.1"
    fi
}

# Sets manual to the page generate-manual made for product from its --help. The plugin builds the package to
# ask each program for its help: in debug, which says the same as release and which make build and make test
# have already built (in release without the static flags it would be a second full release build).
make_manual() {
    local product=$1 package=$2 log
    manual="$build/plugins/GenerateManual/outputs/$product/$product.1"
    log=$(mktemp "${TMPDIR:-/tmp}/manual.XXXXXX")
    rm -f "$manual"
    if ! swift package --package-path "$package" --scratch-path "$build" generate-manual --configuration debug >"$log" 2>&1 || [ ! -f "$manual" ]; then
        cat "$log" >&2
        rm -f "$log"
        echo "install: the manual page of $product could not be made (above); nothing was installed" >&2
        exit 1
    fi
    rm -f "$log"
}

install_one bazaar .
install_one bazaar-remote . no-manual  # what bazaar --server runs, beside it
if [ "$what" = all ]; then install_one bazaar-server Server; fi
