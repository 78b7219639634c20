#!/usr/bin/env bash
# make check-generators: runs the generators as a team would, in a throwaway new app, and the result's checks,
# so a generator cannot rot unseen (CI runs it after make test).
#
#   0. The generator's own tests (scripts/Generate): its reading of NAME, FIELDS, TAKES, RETURNS, SERVED,
#      PARENT and USECASE, its insertions, and every placeholder of the templates (screen, usecase,
#      usecase-served, feature) has a value.
#   1. make new-app into a fresh folder (its example feature is made by make feature), built as a team's
#      warm build folder is; there, make feature, make screen (under home, under another screen, under a
#      feature's id) and make usecase (with inputs, and served with a screen on it), each refused while
#      another uses it, then taken out, must leave the app as it was; then every generator in every form
#      (the feature with a field of each kind, a use case with inputs, one that answers a value with a list
#      of amounts and is served, screens on each) and a query of the team's own beside a repository, and:
#      make test (its server's suite, every transcript replayed against that server on SQLite and
#      PostgreSQL, schemathesis), make lint, make test-feature, the new screens opened in the binary, the
#      notes used in the REPL and over --json on the embedded store and against the server, make bench,
#      make install-app into a throwaway prefix and the installed programs run (the release build no test
#      runs), and no trace of the template's name but the credit.
#      The template itself, example and all, is what make test before this tested; the generators write
#      the same lines into it (above the same markers) as into a new app.
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
# Refused inside the template, before any folder is made there.
if refused=$(bash scripts/new-app.sh "$app" new-app-inside/app 2>&1); then fail "make new-app wrote into the template: $refused"; fi
[ ! -e new-app-inside ] || fail "a refused make new-app left new-app-inside/ behind in the template"
bash scripts/new-app.sh "$app" "$work/app"
cd "$work/app"
# The worked example lifts out whole: nothing of the new app names it, not even a comment.
left=$(git grep -n -i marketplace || true)
[ -z "$left" ] || fail "the new app still names the marketplace: $left"
seed=Modules/Storage/Seed/SeedData.swift
email=$(sed -n 's/.*static let demoEmail = "\(.*\)".*/\1/p' "$seed")
password=$(sed -n 's/.*static let demoPassword = "\(.*\)".*/\1/p' "$seed")
# The new app builds in the template's build folder (the Makefile's BUILD_FOLDER, the one make check-generators
# was given): the packages both depend on (GRDB, swift-crypto, NIO, Hummingbird, PostgresNIO…) were compiled there
# by make test, at the same paths, and are not compiled again; only the app's own modules are. The template's own
# modules, debug and release, are compiled again by its next build. make's variables stay behind, so that every
# make in the new app builds there too.
BUILD_FOLDER=$(realpath -m "${BUILD_FOLDER:-$template/.build}")
export BUILD_FOLDER
unset MAKEFLAGS MFLAGS
# Its dependencies resolved as the template's are (Package.resolved is not tracked, so new-app does not copy it):
# the same versions, compiled once.
for resolved in Package.resolved Server/Package.resolved; do
    if [ -f "$template/$resolved" ]; then cp "$template/$resolved" "$resolved"; fi
done
bin="$BUILD_FOLDER/debug"
# A warm build folder, as a team has when it runs a generator: the build after it must not link code
# compiled against the old layout of a type the generator changed (scripts/forget-builds.sh).
step "the new app: its warm build"
swift build --scratch-path "$BUILD_FOLDER" --build-tests

step "the new app: make feature, make screen and make usecase, each then removed"
# A feature is a unit: it joins by a line in each package's feature list (what is generated from the lists and
# the contract aside), and made, then taken out, it leaves the app byte for byte as it was.
make --no-print-directory feature NAME=Note FIELDS="title:String body:String? price:Money? due:Date?"
joined=$(git diff --numstat -- . ':(exclude)*/Generated/*' ':(exclude)Modules/API/openapi.*' ':(exclude)docs/modules.md')
added=$(awk '{ sum += $1 } END { print sum + 0 }' <<<"$joined")
[ "$added" -le 4 ] || fail "make feature added $added lines to shared files, where a feature joins by 4 at most: $joined"
# By the name make feature took (Note), not only by its folders' (Notes).
make --no-print-directory remove-feature NAME=Note
left=$(git status --porcelain)
[ -z "$left" ] || fail "make feature then make remove-feature did not leave the app as it was: $left"
# A plural English would not guess is found by the name make feature took, which its record keeps (no list of
# plural endings beside the generator's: it once looked for Persons, Persones and Personies).
make --no-print-directory feature NAME=Person PLURAL=People FIELDS="title:String"
make --no-print-directory remove-feature NAME=Person
left=$(git status --porcelain)
[ -z "$left" ] || fail "make feature NAME=Person PLURAL=People then make remove-feature NAME=Person did not leave the app as it was: $left"
# So is a screen, one under it and one under a feature's id: each refused while another uses it, then taken
# out, the screens first, with the feature; and a use case, one with inputs and one served with a screen on it.
make --no-print-directory screen NAME=Settings
make --no-print-directory screen NAME=Notifications PARENT=settings
# A screen named as a core folder is (Modules/ViewModels/Support): taken out, the core's folder stays.
make --no-print-directory screen NAME=Support PARENT=settings
# A screen under home is a tree of its own, joined by its line in the feature list; one under it is in its tree.
for file in Modules/Settings/ViewModels/Settings/SettingsViewModel.swift Modules/Settings/ViewModels/Notifications/NotificationsViewModel.swift \
    Modules/Settings/Models/Words/SettingsWords.swift Modules/Settings/Transcripts/notifications.txt; do
    [ -f "$file" ] || fail "make screen NAME=Settings and NAME=Notifications PARENT=settings did not write $file in the settings' tree"
done
added=$(git diff --numstat -- . ':(exclude)*/Generated/*' ':(exclude)docs/modules.md' | awk '{ sum += $1 } END { print sum + 0 }')
[ "$added" -le 2 ] || fail "make screen added $added lines to shared files, where a screen's tree joins by its line in the feature list"
# A tree is a name of its own: a use case named like a screen's tree is refused, and nothing is written.
if refused=$(make --no-print-directory usecase NAME=Settings 2>&1); then fail "make usecase NAME=Settings wrote into the settings' tree: $refused"; fi
grep -q "already a tree Modules/Settings" <<<"$refused" || fail "make usecase NAME=Settings was not refused for the tree's name: $refused"
# A feature named as a type the server declares (ServerTesting's Backend) is refused too, and nothing is written.
if refused=$(make --no-print-directory feature NAME=Backend FIELDS="title:String" 2>&1); then fail "make feature NAME=Backend declared a second Backend: $refused"; fi
grep -q "already has a type named Backend" <<<"$refused" || fail "make feature NAME=Backend was not refused for the server's type: $refused"
# The skeleton's own tree stays: make remove-feature refuses Login, saying why, and changes nothing.
if refused=$(make --no-print-directory remove-feature NAME=Login 2>&1); then fail "make remove-feature took Login out: $refused"; fi
grep -q "Login is the skeleton's own tree" <<<"$refused" || fail "make remove-feature NAME=Login was not refused as the skeleton's: $refused"
make --no-print-directory feature NAME=Note FIELDS="title:String"
tree_sums() { find "$1" -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum; }
notes=$(tree_sums Modules/Notes)
make --no-print-directory screen NAME=Archive PARENT=notes/ID
# A feature's routes are not a screen's: make remove-screen leaves them to make remove-feature.
if refused=$(make --no-print-directory remove-screen NAME=Notes 2>&1); then fail "make remove-screen took out a feature: $refused"; fi
grep -q "no screen made by make screen is named Notes" <<<"$refused" || fail "make remove-screen took the notes for a screen: $refused"
if refused=$(make --no-print-directory remove-screen NAME=Settings 2>&1); then
    fail "make remove-screen took out settings while notifications is under it: $refused"
fi
grep -q "under: .settings" <<<"$refused" || fail "make remove-screen did not name the screen under settings: $refused"
# A screen whose name starts with another's keeps its words when that one goes (remove-screen once took every
# key that began with the name).
make --no-print-directory screen NAME=SupportHours PARENT=settings
make --no-print-directory remove-screen NAME=Support
grep -q "case supportHoursTitle" Modules/Settings/Models/Words/SettingsWords.swift ||
    fail "make remove-screen NAME=Support took the words of SupportHours along"
for screen in SupportHours Notifications Settings NoteArchive; do make --no-print-directory remove-screen NAME=$screen; done
[ "$(tree_sums Modules/Notes)" = "$notes" ] || fail "make remove-screen NAME=NoteArchive did not leave the notes' tree as make screen found it"
make --no-print-directory remove-feature NAME=Notes
make --no-print-directory usecase NAME=TopUp TAKES="amount:Int(1...100)"
make --no-print-directory usecase NAME=NoteTotals RETURNS="count:Int total:Money"
make --no-print-directory screen NAME=Summary USECASE=noteTotals
if refused=$(make --no-print-directory remove-usecase NAME=NoteTotals 2>&1); then
    fail "make remove-usecase took out a use case a screen loads: $refused"
fi
grep -q "Summary/SummaryViewModel.swift" <<<"$refused" || fail "make remove-usecase did not name the screen that loads it: $refused"
make --no-print-directory remove-screen NAME=Summary
for useCase in NoteTotals TopUp; do make --no-print-directory remove-usecase NAME=$useCase; done
left=$(git status --porcelain)
[ -z "$left" ] || fail "make screen and make usecase then make remove-screen and make remove-usecase did not leave the app as it was: $left"

step "the new app: every generator, in every form"
make --no-print-directory screen NAME=Settings
make --no-print-directory screen NAME=Notifications PARENT=settings
make --no-print-directory usecase NAME=TopUp
make --no-print-directory usecase NAME=Rename TAKES="name:String(1...40) reason:String? times:Int?(1...3)"
make --no-print-directory feature NAME=Note FIELDS="title:String body:String? price:Money?(1...100000) done:Bool? due:Date?"
make --no-print-directory screen NAME=Archive PARENT=notes/ID
# A feature is one tree per package, the screen made under its id in it (as the feature's own routes).
for file in Modules/Notes/Models/Note.swift Modules/Notes/ViewModels/NoteArchive/NoteArchiveViewModel.swift \
    Server/Modules/Notes/Server/NotesAPIHandler.swift Server/Modules/Notes/Server/Generated/Server.swift; do
    [ -f "$file" ] || fail "make feature and make screen PARENT=notes/ID did not write $file in the notes' trees"
done
# A feature the app still uses outside its trees is not taken out from under it: make remove-feature names the
# user (here a query of the team's own that reads its table) and changes nothing.
tree() {
    find App Modules Tests $(ls -d Server/Sources Server/Modules Server/Tests 2>/dev/null) docs -type f -print0 | LC_ALL=C sort -z |
        xargs -0 sha256sum | sha256sum
}
cat >Modules/Storage/NoteCount.swift <<'SWIFT'
internal import GRDB

/// Every note kept, of every owner.
func noteCount(_ db: Database) throws -> Int { try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM notes") ?? 0 }
SWIFT
before=$(tree)
if refused=$(make --no-print-directory remove-feature NAME=Note 2>&1); then
    fail "make remove-feature took out the notes while a query outside their trees reads their table: $refused"
fi
grep -q "Modules/Storage/NoteCount.swift" <<<"$refused" || fail "make remove-feature did not name the query that reads the notes: $refused"
[ "$(tree)" = "$before" ] || fail "make remove-feature refused, and changed the app: $refused"
rm Modules/Storage/NoteCount.swift
# A use case that answers a value and is served, and a screen that shows it.
make --no-print-directory usecase NAME=ExpenseSummary RETURNS="total:Money count:Int top:String? paid:Bool latest:Date? byCategory:[String:Money]"
make --no-print-directory screen NAME=Summary USECASE=expenseSummary
# What make feature wrote is extended, not edited: a query of the team's own in a file beside the
# repository (make test below builds it, warnings as errors).
cat >Modules/Notes/Storage/NotesSchema+Count.swift <<'SWIFT'
internal import GRDB
import Storage

extension SQLOwnedRecords<NotesSchema> {
    /// Every note, of every owner.
    func count() throws -> Int { try database.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM notes") ?? 0 } }
}
SWIFT
cat >Modules/Notes/Tests/InMemoryNotes+Count.swift <<'SWIFT'
import NotesModels
import TestSupport

extension InMemoryOwnedRecords<Note> {
    /// Every note, of every owner.
    func count() -> Int { rows.count }
}
SWIFT

# Every test, the server's too: the features cross the contract (their paths, handlers, PostgreSQL stores and
# remote clients), so the server's suite runs on SQLite and PostgreSQL, every transcript (the notes' too)
# replays against it, and schemathesis sends it what it likes.
step "the new app: make test"
make --no-print-directory test
step "the new app: the new screens run, make lint, make test-feature"
# The programs make test built hold every tree (a tree's tests alone, below, build the programs with that tree
# alone, until the next build).
shown=$(printf 'email %s\npassword %s\nsubmit\nopen notifications\nwhere\nback\nwhere\nquit\n' "$email" "$password" |
    "$bin/$app" --in-memory)
grep -qx "home > settings > notifications" <<<"$shown" || fail "open notifications did not reach the new screen: $shown"
grep -qx "home > settings" <<<"$shown" || fail "back from notifications did not return to settings: $shown"
shown=$(printf 'email %s\npassword %s\nsubmit\nopen summary\nquit\n' "$email" "$password" | "$bin/$app" --in-memory)
grep -qxE "Total: +¥0" <<<"$shown" || fail "open summary did not show what the expense summary answers: $shown"
grep -qx "By category" <<<"$shown" || fail "open summary did not show the amounts by category as a table: $shown"
bash "$template/scripts/check-notes.sh" "$bin/$app"
bash "$template/scripts/check-notes.sh" "$bin/$app" "$bin/$app-server"
make --no-print-directory lint
# The feature's tests alone, as the team that owns it runs them (its folders on every layer).
make --no-print-directory test-feature NAME=notes
# A use case's tests alone, and a screen's, by the same command (listed here: the runs prove no more).
listed=$(bash scripts/test-feature.sh --list expenseSummary)
grep -q "ExpenseSummaryUseCaseTests/" <<<"$listed" && grep -q "ExpenseSummaryServerTests/" <<<"$listed" &&
    grep -q "^against a server: .*ExpenseSummaryServerModeTests/" <<<"$listed" ||
    fail "make test-feature NAME=expenseSummary does not run the use case's tests on every layer (the app's against a server too): $listed"
# The screen on it is in its tree, and its tests with the tree's.
grep -q "SummaryScreenTests/" <<<"$listed" || fail "make test-feature NAME=expenseSummary does not run the tests of the screen on it: $listed"
for file in Modules/ExpenseSummary/UseCases/ExpenseSummaryUseCase.swift Server/Modules/ExpenseSummary/Server/ExpenseSummaryAPIHandler.swift \
    Modules/ExpenseSummary/ViewModels/Summary/SummaryViewModel.swift; do
    [ -f "$file" ] || fail "make usecase NAME=ExpenseSummary RETURNS=… and make screen USECASE=expenseSummary did not write $file in its trees"
done

# That the bench runs in a new app, not its figures: this machine is busy building, and a goal missed here
# would fail CI on timing. One round of each workload is enough to run every line of it.
step "the new app: make bench (one round)"
BENCH_GOALS=report BENCH_ROUNDS=1 BENCH_START_ROUNDS=3 make --no-print-directory bench
step "the new app: make install-app, and the programs installed run"
# What make install-app installs runs: the release build, which no test runs (a release-only crash of the
# remote executable once went unseen), with its manual page; --server runs the installed remote.
make --no-print-directory install-app PREFIX="$work/prefix"
"$work/prefix/bin/$app" --version && "$work/prefix/bin/$app-remote" --version
[ -f "$work/prefix/share/man/man1/$app.1" ] || fail "make install-app installed no manual page"
shown=$(printf 'where\nquit\n' | "$work/prefix/bin/$app" --server http://127.0.0.1:9) || fail "the installed $app --server failed"
grep -q "^login$" <<<"$shown" || fail "the installed $app --server did not show the login screen: $shown"
left=$(grep -rIi --exclude-dir=.build --exclude-dir=.git bazaar . || true)
[ "$left" = "./README.md:Started from the Bazaar app template." ] || fail "the new app still names the template: $left"

step "the generators work"
