#!/usr/bin/env bash
# Benchmarks, run by `make bench` (never by the tests: a test never fails because a machine was slow).
#
#   scripted throughput   25,000 commands piped through a release build: browse, page, open, back.
#                          Target: at least 2,000 commands a second.
#   login                 one login with the real PBKDF2 hash (210,000 rounds), from start to exit.
#                          Target: under 1 second for the whole run.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

swift build -c release --product bazaar >/dev/null
bin="$(swift build -c release --show-bin-path)/bazaar"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

login=$'email demo@bazaar.dev\npassword bazaar-demo\nsubmit\n'
{
    printf '%s' "$login"
    for _ in $(seq 5000); do printf 'items\nnext\n3\nback\nback\n'; done
} >"$work/browse.txt"

# Prints how long "$@" took; fails (and so stops the script) when the command fails.
seconds() { local start end; start=$(date +%s%N); "$@" >"$work/out.txt" || { echo "bench: '$*' failed" >&2; exit 1; }; end=$(date +%s%N); awk -v n=$((end - start)) 'BEGIN { printf "%.3f", n / 1e9 }'; }
holds() { awk "BEGIN { exit !($1) }"; }

status=0
browse=$(seconds "$bin" --in-memory --bail -f "$work/browse.txt")
grep -q "^Welcome, Demo.$" "$work/out.txt" || { echo "bench: the browse script did not log in" >&2; exit 1; }
rate=$(awk -v t="$browse" 'BEGIN { printf "%.0f", 25000 / t }')
printf 'scripted throughput: %.0f commands/s (%.2f s for 25,000)   target >= 2000: ' "$rate" "$browse"
if holds "$rate >= 2000"; then echo PASS; else echo FAIL; status=1; fi

printf '%s' "$login" >"$work/login.txt"
one=$(seconds "$bin" --in-memory -f "$work/login.txt")
printf 'login, start to exit: %.3f s   target < 1 s: ' "$one"
if holds "$one < 1"; then echo PASS; else echo FAIL; status=1; fi

exit $status
