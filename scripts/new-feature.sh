#!/usr/bin/env bash
# make feature NAME=Note FIELDS="title:String body:String?" [PLURAL=Notes]: writes one complete, stored and
# tested feature across every layer, wired in, so `make test` and `make lint` pass straight after.
#
# The files it writes are templates in scripts/templates/feature/ (one per file, in the syntax of the file
# it makes), rendered by scripts/generate.sh. FIELDS is a list of
# NAME:TYPE, TYPE String, Int, Money (in the app's currency, Currency.app), Bool or Date (a day), `?` when
# the field may be left out, and a range in parentheses (not for Bool or Date): `title:String(1...80)`
# (characters), `count:Int(0...99)` (values), `amount:Money(1...5000)` (whole units of the currency). The
# first field must be a required String: lists show it. See docs/extending.md.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${1:-}" ] || [ -z "${2:-}" ]; then
    echo 'usage: make feature NAME=Note FIELDS="title:String(1...80) body:String?" [PLURAL=Notes]' >&2
    exit 2
fi
args=(feature "NAME=$1" "FIELDS=$2")
[ -n "${3:-}" ] && args+=("PLURAL=$3")
bash scripts/generate.sh "${args[@]}"
cat <<'DONE'
Its words: English in each catalog, and the Japanese marked untranslated("…") beside it (make test lists
each one left to translate).
Next: make test && make lint. Then try it: make run, log in, 'open' the new path.
DONE
