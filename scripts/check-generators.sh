#!/usr/bin/env bash
# make check-generators: runs the generators as a team would, in throwaway copies, and the result's checks,
# so a generator cannot rot unseen (CI runs it after make test).
#
#   0. The generator's own tests (scripts/Generate): its reading of NAME, FIELDS, TAKES, RETURNS, SERVED,
#      PARENT and USECASE, its insertions, and every placeholder of the templates (screen, usecase,
#      usecase-served, feature) has a value.
#   1. make new-app into a fresh folder (its example feature is made by make feature), then make feature,
#      a served use case and a screen on it there too: make test (its own server's suite, and every
#      transcript, the example screen's and the features', replayed against that server on SQLite and
#      PostgreSQL), make lint and make bench, make install-app into a throwaway prefix and the installed
#      programs run (the release build no test runs), the notes used on the embedded store and against the
#      new app's server, and no trace of the template's name but the credit.
#   2. In a copy of this template, made in the new app's folder once its sources are gone (its build folders
#      kept, so the packages both depend on are not compiled again; the app's own modules are) and built first
#      as a team's warm build folder is: make feature then make remove-feature, which must leave the copy as
#      it was (a feature is a unit); make screen (under home, and one under it), make usecase (with and
#      without inputs, and one that answers a value and is served), make screen USECASE= on it, make feature
#      in the issue's form and a screen under its id route (make screen PARENT=notes/ID); then make test (the
#      server's suite and schemathesis included: the feature crosses the contract) and make lint there, the
#      new screen opened in the binary, and the notes used in the REPL and over --json, on the embedded
#      store and against bazaar-server.
# Each step says when it started (minutes into the run): most of the time is the builds.
set -euo pipefail
cd "$(dirname "$0")/.."
template=$(pwd)
export PATH="$PATH:/opt/swift/usr/bin"
work=$(mktemp -d "${TMPDIR:-/tmp}/generators.XXXXXX")
trap 'rm -rf "$work"' EXIT
# schemathesis in the copies draws its cases from this commit's seed too (see scripts/contract.sh): the copies
# are not this checkout, and a new app has commits of its own.
if [ -z "${BAZAAR_TEST_SEED:-}" ] && commit=$(git rev-parse HEAD 2>/dev/null); then export BAZAAR_TEST_SEED=$((16#${commit:0:7})); fi
step() { printf '\n== check-generators, %d:%02d: %s\n' $((SECONDS / 60)) $((SECONDS % 60)) "$*"; }
fail() { echo "check-generators: $*" >&2; exit 1; }

step "the generator's own tests"
swift test --package-path scripts/Generate

# A name of another length than the template's: its demo password ("spendly-demo", 12 bytes) is not as
# long as "bazaar-demo", and tests that had its length written in once failed in a new app so named.
app=spendly
step "make new-app NAME=$app"
bash scripts/new-app.sh "$app" "$work/app"
(
    cd "$work/app"
    # The worked example lifts out whole: nothing of the new app names it, not even a comment.
    left=$(git grep -n -i marketplace || true)
    [ -z "$left" ] || fail "the new app still names the marketplace: $left"
    step "the new app: make feature, make usecase RETURNS=, make screen USECASE="
    make --no-print-directory feature NAME=Note FIELDS="title:String body:String? price:Money?(1...100000) done:Bool? due:Date?"
    make --no-print-directory usecase NAME=NoteSummary RETURNS="count:Int latest:String?"
    make --no-print-directory screen NAME=Summary USECASE=noteSummary
    step "the new app: make test"
    make --no-print-directory test
    step "the new app: make lint"
    make --no-print-directory lint
    # That the bench runs in a new app, not its figures: this machine is busy building, and a goal missed
    # here would fail CI on timing. One round of each workload is enough to run every line of it.
    step "the new app: make bench (one round)"
    BENCH_GOALS=report BENCH_ROUNDS=1 BENCH_START_ROUNDS=3 make --no-print-directory bench
    step "the new app: make install-app, and the programs installed run"
    # What make install-app installs runs: the release build, which no test runs (a release-only crash of
    # the remote executable once went unseen), with its manual page; --server runs the installed remote.
    make --no-print-directory install-app PREFIX="$work/prefix"
    "$work/prefix/bin/$app" --version && "$work/prefix/bin/$app-remote" --version
    [ -f "$work/prefix/share/man/man1/$app.1" ] || fail "make install-app installed no manual page"
    shown=$(printf 'where\nquit\n' | "$work/prefix/bin/$app" --server http://127.0.0.1:9) || fail "the installed $app --server failed"
    grep -q "^login$" <<<"$shown" || fail "the installed $app --server did not show the login screen: $shown"
    bash "$template/scripts/check-notes.sh" .build/debug/$app
    bash "$template/scripts/check-notes.sh" .build/debug/$app Server/.build/debug/$app-server
    left=$(grep -rIi --exclude-dir=.build --exclude-dir=.git bazaar . || true)
    [ "$left" = "./README.md:Started from the Bazaar app template." ] || fail "the new app still names the template: $left"
)
step "make screen, make usecase and make feature in a copy of the template, built first"
# In the folder the new app was made and built in, its build folders kept and its sources gone: the packages
# both depend on (NIO, Hummingbird, PostgreSQL's client, GRDB, the contract's generator) are not compiled
# again, as on a team's machine; the app's own modules are (scripts/forget-builds.sh).
mv "$work/app" "$work/made"
for build in .build Server/.build scripts/openapi/.build scripts/Generate/.build; do
    if [ -d "$work/made/$build" ]; then mkdir -p "$(dirname "$work/app/$build")" && mv "$work/made/$build" "$work/app/$build"; fi
done
rm -rf "$work/made"
bash scripts/copy-template.sh "$work/app"
(
    cd "$work/app"
    bash scripts/forget-builds.sh
    # A warm build folder, as a team has when it runs a generator: the build after it must not link code
    # compiled against the old layout of a type the generator changed (scripts/forget-builds.sh).
    step "the copy: its warm build"
    swift build --build-tests
    step "the copy: make feature, make screen and make usecase, each then removed; the other generators"
    # A feature is a unit: made, then taken out, it leaves the app as it was (each field's Japanese name
    # stays in Models' words, where another feature may share it).
    git init -q && git add -A && git -c user.name=check -c user.email=check@localhost commit -qm template
    make --no-print-directory feature NAME=Note FIELDS="title:String body:String?"
    # By the name make feature took (Note), not only by its folders' (Notes).
    make --no-print-directory remove-feature NAME=Note
    left=$(git status --porcelain | grep -v ' Modules/Models/Words/Japanese.swift$' || true)
    [ -z "$left" ] || fail "make feature then make remove-feature did not leave the template as it was: $left"
    git checkout -q -- Modules/Models/Words/Japanese.swift
    # So is a screen, one under it and one under a feature's id: each refused while another uses it, then
    # taken out, the screens first, with the feature; and a use case.
    make --no-print-directory screen NAME=Settings
    make --no-print-directory screen NAME=Notifications PARENT=settings
    make --no-print-directory feature NAME=Note FIELDS="title:String"
    make --no-print-directory screen NAME=Archive PARENT=notes/ID
    if refused=$(make --no-print-directory remove-screen NAME=Settings 2>&1); then fail "make remove-screen took out settings while notifications is under it: $refused"; fi
    grep -q "under: .settings" <<<"$refused" || fail "make remove-screen did not name the screen under settings: $refused"
    for screen in Notifications Settings NoteArchive; do make --no-print-directory remove-screen NAME=$screen; done
    make --no-print-directory remove-feature NAME=Notes
    # And a use case, one with inputs and one served with a screen on it.
    make --no-print-directory usecase NAME=TopUp TAKES="amount:Int(1...100)"
    make --no-print-directory usecase NAME=NoteTotals RETURNS="count:Int total:Money"
    make --no-print-directory screen NAME=Summary USECASE=noteTotals
    if refused=$(make --no-print-directory remove-usecase NAME=NoteTotals 2>&1); then fail "make remove-usecase took out a use case a screen loads: $refused"; fi
    grep -q "Summary/SummaryViewModel.swift" <<<"$refused" || fail "make remove-usecase did not name the screen that loads it: $refused"
    make --no-print-directory remove-screen NAME=Summary
    for useCase in NoteTotals TopUp; do make --no-print-directory remove-usecase NAME=$useCase; done
    left=$(git status --porcelain | grep -v ' Modules/Models/Words/Japanese.swift$' || true)
    [ -z "$left" ] || fail "make screen and make usecase then make remove-screen and make remove-usecase did not leave the template as it was: $left"
    git checkout -q -- Modules/Models/Words/Japanese.swift
    rm -rf .git
    make --no-print-directory screen NAME=Settings
    make --no-print-directory screen NAME=Notifications PARENT=settings
    make --no-print-directory usecase NAME=TopUp
    make --no-print-directory usecase NAME=Rename TAKES="name:String(1...40) reason:String? times:Int?(1...3)"
    make --no-print-directory feature NAME=Note FIELDS="title:String body:String? price:Money?(1...100000) done:Bool? due:Date?"
    make --no-print-directory screen NAME=Archive PARENT=notes/ID
    # A feature a screen still uses is not taken out from under it: make remove-feature names the screen
    # and changes nothing.
    tree() { find App Modules Tests Server/Sources Server/Tests docs -type f -not -path '*/.build/*' -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum; }
    before=$(tree)
    if refused=$(make --no-print-directory remove-feature NAME=Note 2>&1); then fail "make remove-feature took out the notes while the archive screen uses them: $refused"; fi
    grep -q "NoteArchive/NoteArchiveViewModel.swift" <<<"$refused" || fail "make remove-feature did not name the screen that uses the notes: $refused"
    [ "$(tree)" = "$before" ] || fail "make remove-feature refused, and changed the app: $refused"
    # A use case that answers a value and is served, and a screen that shows it.
    make --no-print-directory usecase NAME=ExpenseSummary RETURNS="total:Money count:Int top:String? paid:Bool latest:Date? byCategory:[String:Money]"
    make --no-print-directory screen NAME=Summary USECASE=expenseSummary
    # What make feature wrote is extended, not edited: a query of the team's own in a file beside the
    # repository (make test below builds it, warnings as errors).
    cat >Modules/Storage/Notes/SQLNoteRepository+Count.swift <<'SWIFT'
internal import GRDB

extension SQLNoteRepository {
    /// Every note, of every owner.
    func count() throws -> Int { try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM notes") ?? 0 } }
}
SWIFT
    cat >Modules/TestSupport/Notes/InMemoryNoteRepository+Count.swift <<'SWIFT'
extension InMemoryNoteRepository {
    /// Every note, of every owner.
    func count() -> Int { rows.count }
}
SWIFT
    # Every test, the server's too: the feature crosses the contract (its paths, handlers, PostgreSQL store
    # and remote client), so the server is built here again, its suite runs on SQLite and PostgreSQL, every
    # transcript (the notes' too) replays against it, and schemathesis sends it what it likes.
    step "the copy: make test"
    make --no-print-directory test
    step "the copy: make lint, make test-feature, the new screens run"
    make --no-print-directory lint
    # The feature's tests alone, as the team that owns it runs them (its folders on every layer).
    make --no-print-directory test-feature NAME=notes
    # A use case's tests alone, and a screen's, by the same command (listed here: the runs prove no more).
    listed=$(bash scripts/test-feature.sh --list expenseSummary)
    grep -q "ExpenseSummaryUseCaseTests/" <<<"$listed" && grep -q "ExpenseSummaryServerTests/" <<<"$listed" ||
        fail "make test-feature NAME=expenseSummary does not run the use case's tests on every layer: $listed"
    grep -q "SummaryScreenTests/" <<<"$(bash scripts/test-feature.sh --list summary)" || fail "make test-feature NAME=summary does not run the screen's tests"
    shown=$(printf 'email demo@bazaar.dev\npassword bazaar-demo\nsubmit\nopen notifications\nwhere\nback\nwhere\nquit\n' |
        .build/debug/bazaar --in-memory)
    grep -qx "home > settings > notifications" <<<"$shown" || fail "open notifications did not reach the new screen: $shown"
    grep -qx "home > settings" <<<"$shown" || fail "back from notifications did not return to settings: $shown"
    shown=$(printf 'email demo@bazaar.dev\npassword bazaar-demo\nsubmit\nopen summary\nquit\n' | .build/debug/bazaar --in-memory)
    grep -qxE "Total: +¥0" <<<"$shown" || fail "open summary did not show what the expense summary answers: $shown"
    grep -qx "By category" <<<"$shown" || fail "open summary did not show the amounts by category as a table: $shown"
    bash scripts/check-notes.sh .build/debug/bazaar
    bash scripts/check-notes.sh .build/debug/bazaar Server/.build/debug/bazaar-server
)

step "the generators work"
