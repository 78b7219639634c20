#!/usr/bin/env bash
# make test-contract: schemathesis (from PyPI) against a real bazaar-server. It sends requests generated
# from Modules/API/openapi.yaml to every operation, well-formed and not (the examples, coverage and
# fuzzing phases, then stateful sequences), and checks every answer: never a 5xx, each status, header,
# content type and body as the contract says. The server runs in memory with the demo account, on a
# free loopback port, and is stopped on every exit path.
#
# schemathesis is installed into the build folder's schemathesis (a virtualenv; .build/schemathesis by default) the first time. Usage:
#   scripts/contract.sh [path/to/bazaar-server [more schemathesis run options]]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/build-folder.sh # $build
server=${1:-$build/debug/bazaar-server}
shift $(($# > 0 ? 1 : 0))
version=4.32.5
venv=$build/schemathesis

[ -x "$server" ] || { echo "contract: no server at $server: build it with make test-contract" >&2; exit 1; }
source scripts/packages.sh
python_venv contract "$venv" "schemathesis==$version"

folder=$(mktemp -d "${TMPDIR:-/tmp}/bazaar-contract.XXXXXX")
server_pid=""
stop() {
    if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
    rm -rf "$folder"
}
trap stop EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

source scripts/live-server.sh
start_server "$server" "$folder" --in-memory --seed-demo --log-level warning
url=$server_url

# Sessions for the operations that need one (a spare for logOut, which revokes its own); the tokens go to
# schemathesis through the environment only.
{ read -r BAZAAR_CONTRACT_TOKEN && read -r BAZAAR_CONTRACT_SPARE_TOKEN; } < <(log_in "$url" bazaar-demo demo@bazaar.dev demo@bazaar.dev)
export BAZAAR_CONTRACT_TOKEN BAZAAR_CONTRACT_SPARE_TOKEN

# The cases are drawn from a seed: BAZAAR_TEST_SEED, else one taken from the commit under test, so that a
# commit's run draws the same cases wherever it runs (CI, a fresh clone here) and a failure can be run
# again; each commit still draws new ones. Outside a git checkout, a random seed.
if [ -z "${BAZAAR_TEST_SEED:-}" ] && commit=$(git rev-parse HEAD 2>/dev/null); then BAZAAR_TEST_SEED=$((16#${commit:0:7})); fi
seed=${BAZAAR_TEST_SEED:-$RANDOM}

echo "contract: schemathesis $version against bazaar-server at $url, seed $seed (BAZAAR_TEST_SEED=$seed repeats it)" >&2
"$venv/bin/st" --no-color --config-file scripts/schemathesis.toml run Modules/API/openapi.yaml --url "$url" \
    --checks all --workers 1 --seed "$seed" --generation-database none "$@"
