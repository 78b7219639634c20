#!/usr/bin/env bash
# make feature NAME=Note FIELDS="title:String body:String?" [PLURAL=Notes]: writes one complete, stored and
# tested feature across every layer, wired in, so `make test` and `make lint` pass straight after.
#
# The files it writes are templates in scripts/templates/feature/ (one per file, in the syntax of the file
# it makes), rendered by scripts/Generate (a small Swift tool on swift-mustache). FIELDS is a list of
# NAME:TYPE, TYPE String or Int, `?` when the field may be left out, and a range in parentheses:
# `title:String(1...80)` (characters), `count:Int(0...99)` (values). The first field must be a required
# String: lists show it. See docs/extending.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

if [ -z "${1:-}" ] || [ -z "${2:-}" ]; then
    echo 'usage: make feature NAME=Note FIELDS="title:String(1...80) body:String?" [PLURAL=Notes]' >&2
    exit 2
fi
generator=scripts/Generate/.build/debug/generate
if ! log=$(swift build --package-path scripts/Generate --product generate 2>&1); then
    printf '%s\n' "$log" >&2
    echo "feature: the generator (scripts/Generate) did not build; nothing was written" >&2
    exit 1
fi
args=(feature "NAME=$1" "FIELDS=$2")
[ -n "${3:-}" ] && args+=("PLURAL=$3")
summary=$("$generator" "${args[@]}")
printf '%s\n' "$summary"
# Laid out by the project's formatter, so make lint passes at once: the files it wrote and the files it added
# lines to (already formatted, so only the new lines change).
mapfile -t touched < <(sed -n 's/^  \(.*\.swift\)\( ([0-9]*)\)\{0,1\}$/\1/p' <<<"$summary")
if [ ${#touched[@]} -gt 0 ]; then
    swift format --in-place "${touched[@]}"
fi
# The next build compiles the app's modules again in full (a warm build folder could keep stale layouts).
bash scripts/forget-builds.sh
cat <<'DONE'
Its words: English in each catalog, and the Japanese marked untranslated("…") beside it (make test lists
each one left to translate).
Next: make test && make lint. Then try it: make run, log in, 'open' the new path.
DONE
