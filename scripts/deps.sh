#!/usr/bin/env bash
# Checks, and where it can installs, what building Bazaar needs on Debian or Ubuntu:
# a Swift 6 toolchain, pkg-config, libedit-dev (the REPL), libsqlite3-dev (GRDB), and what the example needs.
# Installs with apt-get when run as root (or with passwordless sudo); otherwise says what to type.
set -euo pipefail

missing=()
command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
# ps: how the tests' guard finds, and stops, what a run left behind (scripts/test-guard.sh).
command -v ps >/dev/null 2>&1 || missing+=(procps)
if ! pkg-config --exists libedit 2>/dev/null; then missing+=(libedit-dev); fi
if ! pkg-config --exists sqlite3 2>/dev/null && [ ! -f /usr/include/sqlite3.h ]; then missing+=(libsqlite3-dev); fi
# The client of the server (--server) uses URLSession, which is libcurl on Linux: a build that links the Swift
# runtime in (make install, make bench) links libcurl by name.
if [ "$(uname -s)" = Linux ] && ! pkg-config --exists libcurl 2>/dev/null; then missing+=(libcurl4-openssl-dev); fi

if [ ${#missing[@]} -gt 0 ]; then
    if command -v apt-get >/dev/null 2>&1; then
        if [ "$(id -u)" -eq 0 ]; then sudo=""
        elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo"
        else
            echo "bazaar: missing system packages: ${missing[*]}" >&2
            echo "bazaar: install them with: sudo apt-get install -y ${missing[*]}" >&2
            exit 1
        fi
        echo "bazaar: installing ${missing[*]} with apt-get…" >&2
        # Through env: sudo drops the caller's environment, and a package's question would wait, unseen.
        $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
        $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    else
        echo "bazaar: missing system packages: ${missing[*]} (no apt-get here: on macOS, brew install libedit sqlite pkg-config)" >&2
        exit 1
    fi
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "bazaar: no Swift toolchain on PATH. Install Swift 6 from https://www.swift.org/install/ (or put /opt/swift/usr/bin on PATH)." >&2
    exit 1
fi
version=$(swift --version 2>/dev/null | sed -n 's/.*Swift version \([0-9]*\)\.\([0-9]*\).*/\1.\2/p' | head -1)
major=${version%%.*}
minor=${version#*.}
if [ -z "$version" ] || [ "$major" -lt 6 ] || { [ "$major" -eq 6 ] && [ "$minor" -lt 2 ]; }; then
    echo "bazaar: Swift ${version:-unknown} found; Bazaar needs Swift 6.2 or newer." >&2
    exit 1
fi
