#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL cluster: initdb in a temporary folder, a free loopback port,
# no fsync; the command gets BAZAAR_TEST_POSTGRES (an admin URL its tests make their own databases with).
# A second cluster, a copy of the first, is there for the tests that restart PostgreSQL under a running
# server (BAZAAR_TEST_POSTGRES_RESTARTABLE, and BAZAAR_TEST_POSTGRES_RESTART: a program that restarts it,
# as `pg_ctl restart -m fast` does, and returns once it takes connections again), so that restarting it
# disturbs no other test. Both are stopped and their folder removed on every exit path.
#
#   scripts/postgres.sh swift test --package-path Server --scratch-path .build   (the one build folder: make test-server)
#
# Without PostgreSQL: as root (or with passwordless sudo) it installs Debian's postgresql package, as
# make deps does for libedit; otherwise it says so in one line and runs the command without the variable,
# so only the PostgreSQL tests are skipped. With CI=true a missing PostgreSQL is a failure, never a skip.
set -euo pipefail

find_bin() {
    local dir
    for dir in /usr/lib/postgresql/*/bin; do
        [ -x "$dir/initdb" ] && { echo "$dir"; return 0; }
    done
    command -v initdb >/dev/null 2>&1 && { dirname "$(command -v initdb)"; return 0; }
    return 1
}

if [ "$(id -u)" -eq 0 ]; then sudo=""; elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo="sudo"; else sudo="none"; fi

bin=$(find_bin || true)
if [ -z "$bin" ] && [ "$sudo" != none ] && command -v apt-get >/dev/null 2>&1; then
    echo "postgres: installing postgresql with apt-get…" >&2
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    bin=$(find_bin || true)
fi
# Without it, the tests on PostgreSQL would pass by not running: only when asked (never under CI).
if [ -z "$bin" ]; then
    if [ "${BAZAAR_SKIP_POSTGRES:-}" != 1 ] || [ "${CI:-}" = true ]; then
        echo "postgres: PostgreSQL is not installed (no initdb), and this user cannot install it: sudo apt-get install -y postgresql," >&2
        echo "postgres: then run this again (or, to run without the tests on PostgreSQL, BAZAAR_SKIP_POSTGRES=1)." >&2
        exit 1
    fi
    echo "postgres: BAZAAR_SKIP_POSTGRES=1: the tests on PostgreSQL are skipped." >&2
    exec "$@"
fi

folder=$(mktemp -d "${TMPDIR:-/tmp}/bazaar-postgres.XXXXXX")
# initdb refuses to run as root: the cluster then belongs to the postgres user.
if [ "$(id -u)" -eq 0 ]; then
    chown postgres "$folder"
    as_owner() { su postgres -s /bin/sh -c "$(printf '%q ' "$@")"; }
else
    as_owner() { "$@"; }
fi
stop() {
    local status=$?
    # A failed run shows what the clusters said went wrong (their logs go with the folder).
    if [ "$status" -ne 0 ]; then
        for log in "$folder/data.log" "$folder/restartable.log"; do
            [ -f "$log" ] && grep -E "FATAL|PANIC|ERROR|WARNING|LOG:  could not" "$log" | grep -v "does not exist\|could not receive data from client" | tail -n 30 | sed "s|^|postgres: $(basename "$log"): |" >&2 || true
        done
    fi
    as_owner "$bin/pg_ctl" -D "$folder/data" -m immediate stop >/dev/null 2>&1 || true
    as_owner "$bin/pg_ctl" -D "$folder/restartable" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$folder"
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_owner "$bin/initdb" -D "$folder/data" -A trust -U bazaar -E UTF8 --locale=C.UTF-8 >"$folder/initdb.log" 2>&1 || {
    cat "$folder/initdb.log" >&2
    echo "postgres: initdb failed (above)." >&2
    exit 1
}
as_owner cp -a "$folder/data" "$folder/restartable"

# Starts the cluster in folder $1 on a free port, logging to $1.log; prints the port.
start_cluster() {
    local port
    for _ in 1 2 3 4 5 6 7 8; do
        port=$((20000 + RANDOM % 40000))
        if as_owner "$bin/pg_ctl" -D "$1" -l "$1.log" -w -t 20 \
            -o "-c listen_addresses=127.0.0.1 -p $port -k $folder -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
            start >/dev/null 2>&1; then
            echo "$port"
            return 0
        fi
    done
    cat "$1.log" >&2 || true
    echo "postgres: the throwaway cluster did not start (above)." >&2
    return 1
}
port=$(start_cluster "$folder/data") || exit 1
restartable=$(start_cluster "$folder/restartable") || exit 1
# The restart tests' program (pg_ctl restart keeps the options the cluster was started with).
restart=("$bin/pg_ctl" -D "$folder/restartable" -l "$folder/restartable.log" -m fast -w -t 20 restart)
{
    echo '#!/usr/bin/env bash'
    if [ "$(id -u)" -eq 0 ]; then
        printf 'exec su postgres -s /bin/sh -c %q >/dev/null\n' "$(printf '%q ' "${restart[@]}")"
    else
        printf 'exec %s >/dev/null\n' "$(printf '%q ' "${restart[@]}")"
    fi
} >"$folder/restart"
chmod 755 "$folder/restart"
echo "postgres: a throwaway cluster is on 127.0.0.1:$port (and one to restart on $restartable)" >&2
export BAZAAR_TEST_POSTGRES="postgres://bazaar@127.0.0.1:$port/postgres"
export BAZAAR_TEST_POSTGRES_RESTARTABLE="postgres://bazaar@127.0.0.1:$restartable/postgres"
export BAZAAR_TEST_POSTGRES_RESTART="$folder/restart"
"$@"
