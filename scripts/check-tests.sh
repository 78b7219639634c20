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
# A file without a suite may still hold tests in an extension of one (FooTests+Marketplace.swift): they
# run under the time limit of the suite the extension extends, which the check above saw.
suites=$(grep -rhn --include='*.swift' -A1 '@Suite' Tests | sed -n 's/.*struct \([A-Za-z0-9_]*\).*/\1/p' | sort -u)
loose=$(grep -rLn --include='*.swift' '@Suite' Tests | xargs grep -ln '@Test' 2>/dev/null | while IFS= read -r file; do
    extended=$(sed -n 's/^extension \([A-Za-z0-9_]*\) *{.*/\1/p' "$file" | head -1)
    if [ -z "$extended" ] || ! grep -qx "$extended" <<<"$suites"; then echo "$file"; fi
done || true)
if [ -n "$loose" ]; then
    echo "tests: these files have tests outside a suite, which no time limit covers:" >&2
    echo "$loose" >&2
    exit 1
fi
