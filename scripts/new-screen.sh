#!/usr/bin/env bash
# make screen NAME=Profile [PARENT=home]: adds a screen in the house convention and wires it into
# navigation, so `make test` passes and `open profile` works straight away, with no hand edit. A screen is in
# a feature tree: under home, a tree of its own (Modules/Profile/, joined by its line in Package.swift's
# features); under a screen of a tree (PARENT=profile), in that tree.
# make screen NAME=Archive PARENT=notes/ID: a screen under a route with an id, for a feature make feature
# made, in that feature's tree (Modules/Notes/): `notes/ID/archive`, opened by `archive` on a note's screen,
# loading that note through the notes use case.
# make screen NAME=Summary USECASE=expenseSummary: a screen that loads what that use case answers the
# signed-in user (one make usecase RETURNS=… made) and shows each of its fields; its navigation test sets
# the use case on a repository that answers a sample.
#
# Writes, in a folder named for the screen on each layer of the tree, the view model (it loads what its
# `load` closure gives: the session's user, until you pass a use case's closure), the command enum and its
# words in TextShell, the presenter, their tests (exhaustive), a navigation test (the parent's command
# opens it; back releases it) and a transcript the tests replay through the binary. Then adds, at the
# marked lines of the tree's own files, the route case, its one declaration (path, parent, the parent's
# command: deep links, `open` completion and help derive from it) and its name on MainRoute, the factory
# case, and its words in the tree's catalog: English, and Japanese marked untranslated("…"), which make test
# lists. The files are templates in scripts/templates/screen/ (one set for every kind of screen), rendered
# by scripts/generate.sh, which never overwrites a file and refuses a name that is taken.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -z "${1:-}" ]; then
    echo "usage: make screen NAME=Profile [PARENT=home | PARENT=notes/ID] [USECASE=expenseSummary]   (NAME in UpperCamelCase: letters and digits)" >&2
    exit 2
fi
parent=${2:-home}
bash scripts/generate.sh screen "NAME=$1" "PARENT=$parent" "USECASE=${3:-}"
path=$(sed -E 's/([a-z0-9])([A-Z])/\1-\2/g' <<<"$1" | tr '[:upper:]' '[:lower:]')
# Its folders' name: NAME, or under an id the record's name before it (NoteArchive), as its route's case.
child=$1
if [[ "$parent" == */ID ]]; then
    # (its case is in the feature's own routes, Modules/FEATURE/Presenters/FEATURERoute.swift)
    child=$(cat Modules/*/Presenters/*Route.swift | grep -oE "^ *case [a-z][A-Za-z0-9]*$1\(" | tail -1 | sed -E 's/^ *case (.)(.*)\($/\U\1\E\2/')
    where="the screen of one (${parent%/ID}/1), or 'open ${parent%/ID}/1/$path'"
else
    where="the $parent screen (or 'open $path')"
fi
# (the tree it went in: its own under home, else its parent's)
tree=$(find Modules -mindepth 3 -maxdepth 3 -type d -path "Modules/*/Presenters/$child" | head -1 | cut -d/ -f2)
cat <<DONE
Next: make test (its tests alone: make test-feature NAME=$tree), then try it: make run, log in, '$path' on
$where.
DONE
