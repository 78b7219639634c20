#!/usr/bin/env bash
# The checks make test runs before the tests (the contract's Swift, the composition roots' feature lists, the
# module graph, the tests' rules, the words, the mutants' places), side by side: each only reads the tree. Each one's output is shown in turn;
# any that fails fails them all.
set -uo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d "${TMPDIR:-/tmp}/bazaar-checks.XXXXXX")
trap 'rm -rf "$out"' EXIT
checks=("api.sh --check" "features.sh --check" "graph.sh --check" "check-tests.sh" "check-words.sh" "mutants.sh --check")
pids=()
for i in "${!checks[@]}"; do
    # shellcheck disable=SC2086 # a check and its flag, split on purpose
    bash scripts/${checks[$i]} >"$out/$i" 2>&1 &
    pids+=($!)
done
status=0
for i in "${!checks[@]}"; do
    wait "${pids[$i]}" || status=1
    cat "$out/$i"
done
exit "$status"
