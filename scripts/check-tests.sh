#!/usr/bin/env bash
# Run by make test before the tests: every test suite carries a time limit, so a hang fails one test
# within a minute (and says which) instead of hanging the whole run.
set -euo pipefail
cd "$(dirname "$0")/.."
missing=$(grep -rn --include='*.swift' '@Suite' Tests | grep -v 'timeLimit' || true)
if [ -n "$missing" ]; then
    echo "tests: every @Suite needs a time limit, such as @Suite(.timeLimit(.minutes(1))); these have none:" >&2
    echo "$missing" >&2
    exit 1
fi
loose=$(grep -rLn --include='*.swift' '@Suite' Tests | xargs grep -ln '@Test' 2>/dev/null || true)
if [ -n "$loose" ]; then
    echo "tests: these files have tests outside a suite, which no time limit covers:" >&2
    echo "$loose" >&2
    exit 1
fi
