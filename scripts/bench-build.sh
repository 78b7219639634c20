#!/usr/bin/env bash
# make bench-build: where a fresh clone's make test spends its time, phase by phase, and the edit-build-test
# loop a team lives in, timed on a warm build folder (debug, as make test builds). Never part of make test.
#
# First, in a fresh clone of HEAD (what is committed) with an empty build folder, each phase of make test on
# its own: the app's build with its tests (its dependencies and its modules), the app's tests, the server's
# build with its tests, the server's tests with the app's against it (beside a throwaway PostgreSQL),
# schemathesis and the browser suites; with their sum beside make test's goal (BENCH_FRESH=0 skips them).
# Then, in this checkout, it touches files (their time stamps only) and runs:
#
#   a no-op make test, from the command to its first test starting (then stops the run)
#   one feature's tests alone (make test-feature, the first feature with tests), to its first test
#   one view model file touched, its module's tests built and passing (swift test --filter ViewModelsTests)
#   one Models file touched, every module's tests built and passing (swift test, no end-to-end filter)
#
# and prints each beside its goal; exits 1 when one is missed.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
if [ -n "${LC_ALL:-}" ]; then export LANG="$LC_ALL" && unset LC_ALL; fi
export LC_NUMERIC=C
strict=--explicit-target-dependency-import-check=error
source scripts/build-folder.sh # $build
work=$(mktemp -d "${TMPDIR:-/tmp}/bazaar-bench-build.XXXXXX")
group=""
cleanup() {
    if [ -n "$group" ]; then kill -TERM -- "-$group" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT
status=0

view_model=Modules/ViewModels/Home/HomeViewModel.swift
model=Modules/Models/User.swift

row() {
    local verdict=""
    case ${4:-} in 1) verdict=ok ;; 0) verdict=MISSED status=1 ;; esac
    printf '%-58s %10s  %-10s %s\n' "$1" "$2" "$3" "$verdict"
}
seconds_since() { awk -v s="$1" -v e="$EPOCHREALTIME" 'BEGIN { printf "%.1f", e - s }'; }
holds() { awk "BEGIN { exit !($1) }"; }

printf '\n%s, %s CPUs, commit %s; load average before: %s\n\n' "$(uname -sm)" "$(getconf _NPROCESSORS_ONLN)" \
    "$(git rev-parse --short HEAD)" "$(cut -d' ' -f1-3 /proc/loadavg)"
printf '%-58s %10s  %-10s\n' "" "time" "goal"

# 0. A fresh clone's make test, phase by phase (each phase's command as the Makefile runs it).
if [ "${BENCH_FRESH:-1}" != 0 ]; then
    git clone -q . "$work/fresh"
    # Both packages build in the clone's own build folder, as make's BUILD_FOLDER says there (not this checkout's).
    fresh_build="$work/fresh/.build"
    total=0
    phase() {
        local label=$1 start seconds
        shift
        start=$EPOCHREALTIME
        if ! (cd "$work/fresh" && "$@") >"$work/phase.log" 2>&1; then
            cat "$work/phase.log" >&2
            echo "bench-build: $label failed in a fresh clone (above)" >&2
            exit 1
        fi
        seconds=$(seconds_since "$start")
        total=$(awk -v t="$total" -v s="$seconds" 'BEGIN { printf "%.1f", t + s }')
        row "$label" "$seconds s" ""
    }
    against=${AGAINST_SERVER:-$(sed -n 's/^export AGAINST_SERVER := //p' Makefile)}
    phase "a fresh clone: the app's build, with its tests" swift build $strict --scratch-path "$fresh_build" --build-tests
    phase "  the app's tests" bash scripts/test-guard.sh swift test $strict --scratch-path "$fresh_build" --skip-build
    phase "  the server's build, with its tests" swift build $strict --package-path Server --scratch-path "$fresh_build" --build-tests
    phase "  the server's tests, and the app's against it" env BAZAAR_SERVER_BINARY="$fresh_build/debug/bazaar-server" \
        bash scripts/postgres.sh bash -c "swift test $strict --package-path Server --scratch-path $fresh_build --skip-build &&
            swift build $strict --scratch-path $fresh_build --build-tests &&
            swift test $strict --scratch-path $fresh_build --skip-build --filter '$against'"
    phase "  schemathesis against the server" env BUILD_FOLDER="$fresh_build" bash scripts/contract.sh
    phase "  the browser suites" env BUILD_FOLDER="$fresh_build" bash scripts/browser-tests.sh
    row "  the phases together (make test's goal)" "$total s" "≤ 600 s" "$(holds "$total <= 600" && echo 1 || echo 0)"
    rm -rf "$work/fresh"
    echo
fi

echo "bench-build: warming the build folder (swift build --build-tests)…" >&2
swift build $strict --scratch-path "$build" --build-tests >"$work/warm.log" 2>&1 || { cat "$work/warm.log" >&2; exit 1; }

# 1. A command to its first test: its checks, the build that finds nothing to do, the test runner's start.
to_first_test() {
    local start first=""
    start=$EPOCHREALTIME
    setsid "$@" >"$work/test.log" 2>&1 &
    group=$!
    while kill -0 "$group" 2>/dev/null; do
        if grep -q "Test run started" "$work/test.log"; then first=$(seconds_since "$start"); break; fi
        sleep 0.05  # polling a log: this is a measurement, not a test
    done
    kill -TERM -- "-$group" 2>/dev/null || true
    wait "$group" 2>/dev/null || true
    group=""
    if [ -z "$first" ]; then
        cat "$work/test.log" >&2
        echo "bench-build: $* ended before its first test (above)" >&2
        exit 1
    fi
    echo "$first"
}
first=$(to_first_test make --no-print-directory test) || exit 1
row "a no-op make test, to its first test" "$first s" "≤ 10 s" "$(holds "$first <= 10" && echo 1 || echo 0)"
# The first feature with tests of its own (a tree Modules/NAME/Tests, or a folder of its name in Models and in
# a test target).
feature=$(find Modules -mindepth 2 -maxdepth 2 -type d -name Tests -printf '%h\n' | sort | head -1 | sed 's#Modules/##')
for dir in Modules/Models/*/; do
    [ -z "$feature" ] || break
    dir=$(basename "$dir")
    if [ "$dir" != Words ] && compgen -G "Tests/*/$dir" >/dev/null; then feature=$dir && break; fi
done
if [ -n "$feature" ]; then
    first=$(to_first_test make --no-print-directory test-feature NAME="$feature") || exit 1
    row "make test-feature NAME=$feature, to its first test" "$first s" "≤ 15 s" "$(holds "$first <= 15" && echo 1 || echo 0)"
fi

# 2. and 3. A file touched, then its tests built and run to the end.
touched_run() {
    local file=$1 filter=$2 start
    touch "$file"
    start=$EPOCHREALTIME
    if ! { swift build $strict --scratch-path "$build" --build-tests &&
        swift test $strict --scratch-path "$build" --skip-build ${filter:+--filter "$filter"}; } >"$work/run.log" 2>&1; then
        cat "$work/run.log" >&2
        echo "bench-build: the tests failed after touching $file (above)" >&2
        exit 1
    fi
    seconds_since "$start"
}
t=$(touched_run "$view_model" ViewModelsTests)
row "a view model touched, its module's tests passing" "$t s" "≤ 15 s" "$(holds "$t <= 15" && echo 1 || echo 0)"
t=$(touched_run "$model" "")
row "a Models file touched, every test passing" "$t s" "" ""

echo
[ "$status" -eq 0 ] && echo "bench-build: every goal met" || echo "bench-build: a goal was missed"
exit "$status"
