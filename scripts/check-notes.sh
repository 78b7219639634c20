#!/usr/bin/env bash
# check-notes.sh BINARY [SERVER]: run by make check-generators in an app where `make feature NAME=Note
# FIELDS="title:String body:String? price:Money?(1...100000) done:Bool? due:Date?"` ran (the app's currency
# yen). Uses the notes as a person does, in the binary: at the REPL's prompt (lines on stdin) and over
# --json, log in, open notes, be refused a note with no title, a price that is no amount, one with a
# fraction of a yen, one out of its range and a day that is none, create one with a title with spaces, a
# price, a yes and a day, open it by its deep link, edit it (leaving its price out), refuse then accept
# deleting it; and fails, saying what was missing, unless each step answered as it should. With SERVER (a
# bazaar-server binary), each run is `--server` against a server of its own on a loopback port (SQLite in memory, the demo seeded), stopped however the run ends.
set -euo pipefail
binary=${1:?usage: check-notes.sh BINARY [SERVER]}
server=${2:-}
folder=$(mktemp -d)
server_pid=""
stop() { if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi; }
trap 'stop; rm -rf "$folder"' EXIT
# The store a run uses: memory, or a fresh server's (the previous one stopped first).
store() {
    if [ -z "$server" ]; then
        store_flags=(--in-memory)
        return
    fi
    stop
    rm -f "$folder/said"
    # shellcheck source=live-server.sh
    source "$(dirname "$0")/live-server.sh"
    start_server "$server" "$folder" --in-memory --seed-demo --log-level warning
    store_flags=(--server "$server_url")
}
seed=Modules/Storage/Seed/SeedData.swift
email=$(sed -n 's/.*static let demoEmail = "\(.*\)".*/\1/p' "$seed")
password=$(sed -n 's/.*static let demoPassword = "\(.*\)".*/\1/p' "$seed")
fail() { printf 'check-notes: %s\n%s\n' "$1" "$2" >&2; exit 1; }
expect() { # what was shown, then each line it must hold
    local shown=$1; shift
    for line in "$@"; do grep -qF -- "$line" <<<"$shown" || fail "expected '$line' in:" "$shown"; done
}

typed=(
    "email $email" "password $password" submit
    "open notes" new "new Milk x ten" "new Milk x 10.5" "new Milk x 0" 'new Milk x "" "" 2026-02-30'
    'new "Buy milk" "two litres" 350 yes 2026-11-27' "open notes/1" 'edit "Buy oat milk" "two litres" "" no 2026-12-24'
    delete n delete y "open notes/1" quit
)
store
shown=$(printf '%s\n' "${typed[@]}" | "$binary" "${store_flags[@]}" 2>&1)
expect "$shown" "Error: The title is required." "PRICE must be an amount, such as ¥1,000" \
    "PRICE must be whole: JPY has no fraction" "Error: The price must be from ¥1 to ¥100,000." \
    "DUE is no day of the calendar" "Created note 1." \
    "Buy milk" "two litres" "¥350" "yes" "2026-11-27" "Saved note 1." "2026-12-24" \
    "Delete note 1, “Buy oat milk”?" "Nothing was deleted." "Deleted note 1." "Error: You have no note 1."

json=()
for line in "${typed[@]}"; do
    case $line in
        n) json+=('{"answer":"no"}') ;;
        y) json+=('{"answer":"yes"}') ;;
        *) json+=("{\"command\":\"${line//\"/\\\"}\"}") ;;
    esac
done
store
shown=$(printf '%s\n' "${json[@]}" | "$binary" --json "${store_flags[@]}" 2>&1)
expect "$shown" '"path":"notes"' '"text":"Created note 1."' '"path":"notes/1"' '"text":"Saved note 1."' \
    '"code":"NoteDetail.confirmDelete"' '"text":"Nothing was deleted."' '"text":"Deleted note 1."' \
    '"code":"FieldError.required"' '"text":"You have no note 1."'
echo "check-notes: the notes work in $binary${server:+ --server ($(basename "$server"))}, at the prompt and over --json"
