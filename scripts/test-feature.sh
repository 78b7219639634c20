#!/usr/bin/env bash
# make test-feature NAME=notes: one feature's tests on every layer, app and server, and how many ran; a
# use case's (NAME=expenseSummary) or a screen's (NAME=settings) the same way, each in folders of its name.
#
# A feature's tests are its trees' test targets (Modules/NAME/Tests and EndToEndTests, Server/Modules/NAME/Tests) and the Swift files in a folder named for
# it in each test target (Tests/*/NAME/, Server/Tests/*/NAME/, as make feature writes them); some are suites of their own, some extend a shared
# suite with the feature's part. This script reads each file for its suites and tests, and runs exactly
# those (swift test --filter): the app's, then the server's beside a throwaway PostgreSQL, and the app's
# --server tests again against a bazaar-server.
#
#   make test-feature NAME=notes           (the folder's name in any case)
#   bash scripts/test-feature.sh --list notes    (print the filter, run nothing)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
strict=--explicit-target-dependency-import-check=error
# Both packages build in one folder (the Makefile's BUILD_FOLDER).
source scripts/build-folder.sh

list=false
if [ "${1:-}" = --list ]; then list=true && shift; fi
name=${1:-}
# What has tests of its own: a feature (its folder in Models), a use case (in UseCases) or a screen (in
# ViewModels), with a folder of the same name in a test target (Words, Support and Repositories are the
# skeleton's).
features() {
    local dir
    {
        for dir in $(find Modules/Models Modules/UseCases Modules/ViewModels -mindepth 1 -maxdepth 1 -type d -printf '%f\n' |
            grep -vxE 'Words|Support|Repositories'); do
            compgen -G "Tests/*/$dir" >/dev/null && echo "$dir"
        done
        find Modules -mindepth 2 -maxdepth 2 -type d -name Tests -printf '%h\n' | sed 's#Modules/##'
    } | LC_ALL=C sort -u | paste -sd ' ' -
}
if [ -z "$name" ]; then
    echo "usage: make test-feature NAME=notes   (a feature, use case or screen with tests of its own: $(features))" >&2
    exit 2
fi

# The folders named for the feature, in any case: Tests/ViewModelsTests/Notes, ….
mapfile -t folders < <({
    find Modules -mindepth 2 -maxdepth 2 -type d \( -ipath "Modules/$name/Tests" -o -ipath "Modules/$name/EndToEndTests" \)
    # (a screen's, in the tree it is in: Modules/TREE/Tests/ViewModels/NAME, …)
    find Modules -mindepth 4 -maxdepth 4 -type d -ipath "Modules/*/Tests/*/$name"
    if [ -d Server/Modules ]; then find Server/Modules -mindepth 2 -maxdepth 2 -type d -ipath "Server/Modules/$name/Tests"; fi
    find Tests Server/Tests -mindepth 2 -maxdepth 2 -type d -iname "$name"
} 2>/dev/null | sort)
if [ "${#folders[@]}" -eq 0 ]; then
    echo "test-feature: nothing named '$name' has tests (a folder Tests/*/$name/); those that do: $(features)" >&2
    exit 2
fi

# A filter for the tests in `files`: each test as Suite/name( (nested suites between), from the type each
# file declares or extends at its top level.
filter_for() {
    awk '
        FNR == 1 { suite = "" }
        /^[^ \/}]/ {
            for (i = 1; i < NF; i++) if ($i ~ /^(struct|class|enum|actor|extension)$/) {
                suite = $(i + 1); sub(/[^A-Za-z0-9_].*/, "", suite); break
            }
        }
        /@Test/ { pending = 1 }
        pending && /func [A-Za-z_][A-Za-z0-9_]*\(/ {
            match($0, /func [A-Za-z_][A-Za-z0-9_]*\(/)
            test = substr($0, RSTART + 5, RLENGTH - 6)
            if (suite != "") print suite "/(.*/)?" test "\\("
            pending = 0
        }
    ' "$@" | sort -u | paste -sd '|' -
}

app_files=() server_files=()
for folder in "${folders[@]}"; do
    while IFS= read -r file; do
        case $folder in Server/*) server_files+=("$file") ;; *) app_files+=("$file") ;; esac
    done < <(find "$folder" -name '*.swift' | sort)
done
app_filter=$( ((${#app_files[@]})) && filter_for "${app_files[@]}" || true)
server_filter=$( ((${#server_files[@]})) && filter_for "${server_files[@]}" || true)
if [ -z "$app_filter$server_filter" ]; then
    echo "test-feature: the folders of '$name' (${folders[*]}) declare no test" >&2
    exit 1
fi

log=$(mktemp "${TMPDIR:-/tmp}/bazaar-test-feature.XXXXXX")
trap 'rm -f "$log"' EXIT
echo "test-feature: the tests in ${folders[*]}" >&2
# The app's tests first, as soon as the app is built; then the server's, beside a throwaway PostgreSQL,
# with the app's tests that run against a bazaar-server (make test-server's) again, now with one.
# AGAINST_SERVER, the suites that use a server when given one, comes from the Makefile.
AGAINST_SERVER=${AGAINST_SERVER:-$(sed -n 's/^export AGAINST_SERVER := //p' Makefile)}
against_server=$(tr '|' '\n' <<<"$app_filter" | grep -E "^[A-Za-z0-9_]*($AGAINST_SERVER)/" | paste -sd '|' - || true)
if $list; then
    echo "app: ${app_filter:-(none)}"
    echo "server: ${server_filter:-(none)}"
    echo "against a server: ${against_server:-(none)}"
    exit 0
fi
# A feature tree's tests build with that feature alone (BAZAAR_FEATURE, which both manifests read): its modules
# and the core's, no other feature's, and of the tests only its own; the programs they run hold it alone.
# (a tree's, or a screen's in one: the tree every folder is in)
tree=$(printf '%s\n' "${folders[@]}" | sed -nE 's#^(Server/)?Modules/([^/]+)/.*#\2#p' | LC_ALL=C sort -u)
if [ -n "$tree" ] && [ "$(wc -l <<<"$tree")" -eq 1 ] && [ -d "Modules/$tree/Tests" ] &&
    ! printf '%s\n' "${folders[@]}" | grep -qvE "^(Server/)?Modules/$tree/"; then
    export BAZAAR_FEATURE=$tree
    echo "test-feature: building $tree alone (BAZAAR_FEATURE=$tree): its modules and the core's" >&2
fi
export strict build server_filter against_server
second() {
    if [ -n "$server_filter" ]; then
        bash scripts/test-guard.sh swift test $strict --package-path Server --scratch-path "$build" --skip-build --filter "$server_filter" || return
    fi
    if [ -n "$against_server" ]; then
        bash scripts/test-guard.sh swift test $strict --scratch-path "$build" --skip-build --filter "$against_server" || return
    fi
}
export -f second
status=0
{
    swift build $strict --scratch-path "$build" --build-tests &&
        if [ -n "$app_filter" ]; then bash scripts/test-guard.sh swift test $strict --scratch-path "$build" --skip-build --filter "$app_filter"; fi &&
        if [ -n "$server_filter$against_server" ]; then
            swift build $strict --package-path Server --scratch-path "$build" --build-tests &&
                # The app's build again (nothing to do): swift test --skip-build runs the tests of the package
                # built last in the shared folder, and the app's against a server are the app's.
                swift build $strict --scratch-path "$build" --build-tests &&
                BAZAAR_SERVER_BINARY=$build/debug/bazaar-server bash scripts/postgres.sh bash -c second
        fi
} 2>&1 | tee "$log" || status=$?
# A run whose filter matched no test proves nothing: it is a failure of this script, said as one.
if [ "$status" -eq 0 ] && grep -q "Test run with 0 tests" "$log"; then
    echo "test-feature: a run of '$name' matched no test (above): its filter or the build it ran is wrong" >&2
    status=1
fi
ran=$(sed -n 's/.*Test run with \([0-9]*\) tests\{0,1\} .*/\1/p' "$log" | awk '{ n += $1 } END { print n + 0 }')
# Which runs there were: the app's, the server's, the app's against a server.
runs=()
[ -z "$app_filter" ] || runs+=("the app")
[ -z "$server_filter" ] || runs+=("the server")
[ -z "$against_server" ] || runs+=("the app against a server")
if [ "$status" -eq 0 ]; then
    echo "test-feature: $ran tests of '$name' ran and passed: $(IFS=,; sed 's/,/, /g' <<<"${runs[*]}")"
else
    echo "test-feature: the tests of '$name' failed (above); $ran ran" >&2
fi
# The programs it built hold that tree alone: said, so nobody runs .build/debug/bazaar and misses the others.
if [ -n "${BAZAAR_FEATURE:-}" ]; then
    # make run builds a program only when it is missing or older than a source, and this one is neither.
    rm -f "$build/debug/bazaar"
    echo "test-feature: the programs in $build/debug now hold $BAZAAR_FEATURE alone; make build (or make run) builds them whole again" >&2
fi
exit "$status"
