#!/usr/bin/env bash
# make usecase NAME=TopUp [TAKES="amount:Int(1...50000) note:String?"]: adds a use case, so `make test`
# passes straight after, with no hand edit: a tree of its own (Modules/TopUp/, and Server/Modules/TopUp/ when
# served), joined by its line in each package's `features`, as a feature is.
#
# make usecase NAME=ExpenseSummary RETURNS="total:Int count:Int" [SERVED=GET:/v1/expense-summary]: a use case
# that answers a value of the user's (the type NAME in its Models, with those fields), read by a repository
# (protocol in its UseCases; SQLite in its Storage and PostgreSQL in its server tree as stubs that answer `.nothing` and
# say where the query goes), served at the path (contract, handler, server wiring, the app's remote client),
# with tests on each layer, on every store and over HTTP (templates in scripts/templates/usecase-served/).
#
# A use case is a struct of closures (nothing else to write: no protocol, no double, no latency wrapper,
# since simulated latency lives in Effects). This writes one whose closure takes the inputs TAKES names
# (in make feature's FIELDS syntax, each nil when a person left it out) and the user it runs for; its live
# implementation checks each input against its limits, throwing the FieldError that names it, and its
# tests say so. It is a tree of its own, Modules/NAME/ (its use case, its part of the store, its double
# and its tests), joined by one line in Package.swift's features: its environment and its part of the
# store are registrations the tree makes. The files are templates in scripts/templates/usecase/, rendered
# by scripts/generate.sh, which never overwrites a file and refuses a name that is taken.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${1:-}" ]; then
    echo 'usage: make usecase NAME=TopUp [TAKES="amount:Int(1...50000) note:String?"]' >&2
    exit 2
fi
bash scripts/generate.sh usecase "NAME=$1" "TAKES=${2:-}" "RETURNS=${3:-}" "SERVED=${4:-}"
lower="$(tr '[:upper:]' '[:lower:]' <<<"${1:0:1}")${1:1}"
if [[ "${3:-}${4:-}" =~ [^[:space:]] ]]; then
    cat <<DONE
Next: make test. Then write the SQL of its queries in Modules/$1/Storage/SQL$1Repository.swift and, for the
server, Server/Modules/$1/PostgresStorage/Postgres$1.swift (until then they select what .nothing holds), and the
rows that prove it with what it answers each account in Server/Modules/$1/Tests/$1ServerTests.swift (rows,
answers: run on every store); its tests alone: make test-feature NAME=$1. A screen that shows it, in its
tree: make screen NAME=… USECASE=$lower.
DONE
    exit 0
fi
cat <<DONE
Next: make test. Then write its rules in ${1}UseCase.live(…) (Modules/$1/UseCases/), and give it what they need
where its part sets it (Modules/$1/Storage/StoredPart+$1.swift), and give it to the view model that needs it,
through init (environment.$lower); its tests alone: make test-feature NAME=$1.
DONE
