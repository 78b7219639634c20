#!/usr/bin/env bash
# Run by make test before the tests: every test suite carries a time limit, so a hang fails one test
# within a minute (and says which) instead of hanging the whole run.
set -euo pipefail
cd "$(dirname "$0")/.."
# The test targets of both packages: Tests/ and Server/Tests/, and each feature's trees' (Modules/FEATURE/Tests and
# EndToEndTests, Server/Modules/FEATURE/Tests).
# (an app without a feature tree of the server's has no Server/Modules; one without the server, no Server/)
read -ra tests <<<"Tests $(ls -d Server/Tests 2>/dev/null) $(find Modules $(ls -d Server/Modules 2>/dev/null) -mindepth 2 -maxdepth 2 -type d \
    \( -name Tests -o -name EndToEndTests \) | sort | tr '\n' ' ')"
# (an @Suite's traits may run over several lines: each is read whole)
missing=$(find "${tests[@]}" -name '*.swift' -print0 | xargs -0 perl -0777 -ne '
    while (/\@Suite(\((?:[^()]|\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*\))*\))?/g) {
        my ($traits, $at) = ($1 // "", substr($_, 0, $-[0]) =~ tr/\n//);
        print "$ARGV:", $at + 1, ": \@Suite$traits\n" unless $traits =~ /timeLimit/;
    }') || { echo "tests: the test files could not be read for their suites' time limits (above)" >&2; exit 1; }
if [ -n "$missing" ]; then
    echo "tests: every @Suite needs a time limit, such as @Suite(.timeLimit(.minutes(1))); these have none:" >&2
    echo "$missing" >&2
    exit 1
fi
# A file without a suite may still hold tests in an extension of one (FooTests+Notes.swift): they
# run under the time limit of the suite the extension extends, which the check above saw.
suites=$(grep -rhn --include='*.swift' -A1 '@Suite' "${tests[@]}" | sed -n 's/.*struct \([A-Za-z0-9_]*\).*/\1/p' | sort -u)
loose=$(grep -rLn --include='*.swift' '@Suite' "${tests[@]}" | xargs grep -ln '@Test' 2>/dev/null | while IFS= read -r file; do
    extended=$(sed -n 's/^extension \([A-Za-z0-9_]*\) *{.*/\1/p' "$file" | head -1)
    if [ -z "$extended" ] || ! grep -qx "$extended" <<<"$suites"; then echo "$file"; fi
done || true)
if [ -n "$loose" ]; then
    echo "tests: these files have tests outside a suite, which no time limit covers:" >&2
    echo "$loose" >&2
    exit 1
fi
# docs/promises.md names the test that holds each promise the docs make: each must still exist.
if [ -f docs/promises.md ]; then
    # A browser test (Python) is named as unittest names it: module.Class.test_name.
    defined=$( (grep -rhoE --include='*.swift' 'func [A-Za-z0-9_]+' "${tests[@]}" 2>/dev/null | sed 's/^func //'
        grep -rhoE --include='*.py' 'def test_[a-z0-9_]+' Tests Modules 2>/dev/null | sed 's/^def //') | sort -u)
    gone=$(grep -oE '\b[A-Z][A-Za-z0-9]*Tests\.[a-z][A-Za-z0-9_]*' docs/promises.md | sort -u | while IFS= read -r name; do
        grep -qx "${name#*.}" <<<"$defined" || echo "$name"
    done)
    if [ -n "$gone" ]; then
        echo "tests: docs/promises.md names tests that no longer exist; name the test that holds each promise now:" >&2
        echo "$gone" >&2
        exit 1
    fi
fi
# A feature is a unit: the worked example joins shared files by one tagged line per hub (15 at most), and
# no Swift, YAML or SQL file holds an example block (its code lives in folders of its own).
if git rev-parse --git-dir >/dev/null 2>&1; then
    tagged=$(git grep -n -E '(//|--|#) example$' -- ':!*.md' || true)
    if [ "$(grep -c . <<<"$tagged")" -gt 15 ]; then
        echo "tests: more than 15 lines in shared files belong to the worked example; move what is the example's into its folders:" >&2
        echo "$tagged" >&2
        exit 1
    fi
    blocks=$(git grep -l -E 'example-(begin|else|end)' -- '*.swift' '*.yaml' '*.sql' || true)
    if [ -n "$blocks" ]; then
        echo "tests: these files hold example blocks; put the example's code in a file of its own instead:" >&2
        echo "$blocks" >&2
        exit 1
    fi
fi
