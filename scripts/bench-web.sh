#!/usr/bin/env bash
# make bench-web: how fast bazaar-web serves a signed-in browser's pages, and whether its memory stays flat.
# Never part of make test.
#
# It builds bazaar-web as make install would (scripts/release.sh), starts it on a database in memory with the
# demo data, logs in as the demo user with the login page's forms (curl), then with wrk, on that session:
#
#   pages    home and the first screen home links to, in turn, one request at a time for BENCH_SECONDS (10):
#            each request opens its screen anew (its use case, its SQL, its page), as a click does; p50 and p99
#   memory   the program's resident memory over BENCH_SOAK_SECONDS (60) of the same, after a first
#            BENCH_WARM_SECONDS (20)
#
# It prints each figure with its goal and exits 1 when one is missed. Goals: p99 under 20 ms; memory grown by
# at most 10% and 4 MiB over the soak.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${BENCH_SECONDS:-10}
soak=${BENCH_SOAK_SECONDS:-60}
warm=${BENCH_WARM_SECONDS:-20}

source scripts/packages.sh
command -v wrk >/dev/null 2>&1 || apt_install bench-web wrk
command -v curl >/dev/null 2>&1 || apt_install bench-web curl
source scripts/release.sh
source scripts/live-server.sh
echo "bench-web: building bazaar-web for release…" >&2
web=$(release_build bazaar-web Server)

work=$(mktemp -d "${TMPDIR:-/tmp}/bazaar-bench-web.XXXXXX")
server_pid=""
trap '[ -z "$server_pid" ] || { kill "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null; }; rm -rf "$work"' EXIT
start_server "$web" "$work" --in-memory

# Logged in as a person is, with the login page's three forms, each posted with the tokens of the page the one
# before brought (a password given renews them); the session is then the cookie's.
jar=$work/cookies
page=$(curl -sf -c "$jar" -b "$jar" -L "$server_url/")
post() {
    local csrf at
    csrf=$(sed -n 's/.*name="_csrf" value="\([0-9a-f]*\)".*/\1/p' <<<"$page" | head -1)
    at=$(sed -n 's/.*name="_at" value="\([^"]*\)".*/\1/p' <<<"$page" | head -1)
    page=$(curl -sf -L -c "$jar" -b "$jar" --data-urlencode "_csrf=$csrf" --data-urlencode "_at=$at" "$@" "$server_url/command")
}
post --data-urlencode _command=email --data-urlencode address=demo@bazaar.dev
post --data-urlencode _command=password --data-urlencode secret=bazaar-demo
post --data-urlencode _command=submit
session=$(awk '$6 == "bazaar_session" { print $7 }' "$jar")
home=$(curl -sf -b "$jar" "$server_url/home")
list=$(sed -n 's/.*<nav class="sections"><ul>//; s/.*<li><a href="\([^"]*\)".*/\1/p' <<<"$home" | head -1)
[ -n "$session" ] && [ -n "$list" ] || { echo "bench-web: could not log in and find a screen linked from home" >&2; exit 1; }

cat >"$work/pages.lua" <<LUA
local turn = 0
request = function()
    turn = turn + 1
    return wrk.format("GET", turn % 2 == 0 and "/home" or "$list", { ["Cookie"] = "bazaar_session=$session" })
end
LUA
# One client, one request at a time; wrk's output in FILE.
run() { wrk -t1 -c1 -d"$1"s --latency -s "$work/pages.lua" "$server_url" >"$2" 2>&1 || { cat "$2" >&2; exit 1; }; }

run "$seconds" "$work/wrk.txt"
read -r rate p50 p99 errors < <(wrk_figures "$work/wrk.txt")
run "$warm" "$work/warm.txt"
before=$(rss_kib)
run "$soak" "$work/soak.txt"
after=$(rss_kib)

missed=0
check() { if awk "BEGIN { exit !($2) }"; then printf '  %-44s %s\n' "$1" "ok"; else printf '  %-44s %s\n' "$1" "MISSED"; missed=1; fi; }
echo "bench-web: home and $list in turn, one at a time, ${seconds}s ($rate pages/s)"
check "p50 ${p50} ms" "1"
check "p99 ${p99} ms (goal < 20 ms)" "$p99 < 20"
check "answers neither 2xx nor 3xx: $errors (goal 0)" "$errors == 0"
check "memory $((before / 1024)) → $((after / 1024)) MiB over ${soak}s (goal ≤ +10% and 4 MiB)" \
    "$after <= $before * 1.10 && $after - $before <= 4096"
exit $missed
