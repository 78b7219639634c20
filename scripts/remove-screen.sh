#!/usr/bin/env bash
# make remove-screen NAME=Settings: takes a screen out as make screen put it in. A screen is in a feature
# tree: its folders named NAME on each layer of the tree, its transcript, and its lines in the tree's files
# (its route case, declaration and name on MainRoute in Modules/TREE/Presenters/TREERoute.swift, its case in
# Modules/TREE/Coordinator/FeatureScreens+TREE.swift, its words' keys in the tree's catalog). A screen made
# under home is a tree of its own: it goes whole, as make remove-feature takes a feature (the tree and its
# line in Package.swift), once the screens made under it are out. A screen made under a feature's id is
# named as make screen named it (NoteArchive for make screen NAME=Archive PARENT=notes/ID). It refuses,
# naming them, while code outside its folders still uses it (a screen under it, PARENT=settings): those go
# first, or FORCE=1 removes it anyway. A use case it loads (USECASE=) stays: it is the use case's.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

name=${1:-}
if [[ ! "$name" =~ ^[A-Z][A-Za-z0-9]*$ ]]; then
    echo "usage: make remove-screen NAME=Settings   (the screen's name, as its folders are named)" >&2
    exit 2
fi
lower="$(tr '[:upper:]' '[:lower:]' <<<"${name:0:1}")${name:1}"
# A screen make screen made is in a feature's tree (Modules/FEATURE/Presenters/NAME): the feature's routes and
# screens hold its lines, its words are in the tree's catalogs, and its folders are the tree's folders named NAME
# (never a folder of that name elsewhere: Modules/ViewModels/Support is the core's).
tree=$(find Modules -mindepth 3 -maxdepth 3 -type d -path "Modules/*/Presenters/$name" 2>/dev/null | head -1 | cut -d/ -f2)
route="" factory="" transcripts_folder=""
folders=()
catalogs=()
if [ -n "$tree" ] && [ -f "Modules/$tree/Presenters/${tree}Route.swift" ]; then
    mapfile -t folders < <(find "Modules/$tree" -type d -name "$name" 2>/dev/null | LC_ALL=C sort)
    route=Modules/$tree/Presenters/${tree}Route.swift
    factory=Modules/$tree/Coordinator/FeatureScreens+$tree.swift
    transcripts_folder=Modules/$tree/Transcripts
    catalogs=("Modules/$tree/Models/Words/${tree}Words.swift" "Modules/$tree/Models/Words/English+$tree.swift" "Modules/$tree/Models/Words/Japanese+$tree.swift")
fi
# A screen under home is a tree of its own (Modules/Settings/, its line in Package.swift's features): taken out
# whole as make remove-feature takes a feature out, reading the record make screen wrote in its README.md,
# once no other screen is in it (one made under it, PARENT=settings).
if [ -n "$tree" ] && [ "$tree" = "$name" ] && grep -qE "^ *case $lower$" "$route"; then
    others=$(grep -E '^ *case [a-z][A-Za-z0-9]*(\(.*\))?$' "$route" | grep -vxE " *case $lower" || true)
    if [ -n "$others" ]; then
        under=$(grep -E "under: \.$lower\b" "$route" | sed -E 's/^ +//' || true)
        printf 'remove-screen: Modules/%s holds other screens; take them out first (make remove-screen NAME=…), nothing was changed:\n%s\n' \
            "$name" "${under:-$others}" >&2
        exit 1
    fi
    exec bash scripts/remove-feature.sh "$name"
fi
# A screen's route case is its name alone, or with a record's id under a feature (a feature's own routes,
# case notes(NotesRoute), are make remove-feature's).
if [ ${#folders[@]} -eq 0 ] || ! grep -qE "^ *case $lower(\([A-Za-z]*\.ID\))?$" "$route" 2>/dev/null; then
    # (each screen make screen made: a folder of a tree's presenters whose name is a case of the tree's routes)
    screens=$(for folder in Modules/*/Presenters/*/; do
        folder=${folder%/} screen=${folder##*/} tree=${folder#Modules/}
        tree=${tree%%/*}
        grep -qE "^ *case $(tr '[:upper:]' '[:lower:]' <<<"${screen:0:1}")${screen:1}(\(.*\))?$" "Modules/$tree/Presenters/${tree}Route.swift" \
            2>/dev/null && echo "$screen"
    done | paste -sd' ' || true)
    echo "remove-screen: no screen made by make screen is named $name; nothing was changed. Screens here: ${screens:-none}" >&2
    exit 1
fi
# Its transcript: the path its route declares (settings, or notes-archive for notes/ID/archive).
path=$(LOWER=$lower perl -0ne '
    if (/\.route\(\s*\.$ENV{LOWER},\s*"([^"]+)"/) { print $1 }
    elsif (/\.route\(\s*"([^"]+)",\s*id: (?:MainRoute\.$ENV{LOWER}|\{ \.[a-z][A-Za-z0-9]*\(\.$ENV{LOWER}\(\$0\)\) \}),\s*then: "([^"]+)"/) { print "$1-$2" }' "$route")
transcripts=()
[ -n "$path" ] && [ -f "$transcripts_folder/$path.txt" ] && transcripts=("$transcripts_folder/$path.txt")
# shellcheck source=still-used.sh
source scripts/still-used.sh
keep_hubs "$route" "$factory" "${catalogs[@]}"
# Its hub lines, as make screen writes them (scripts/templates/screen*/insertions/), however the formatter
# wrapped them: the route's case, its declaration (to the end of its brackets), and the factory's case
# (to the next case, or the marker below the cases).
sed -i -E "/^ *case $lower(\\([A-Za-z]*\\.ID\\))?\$/d" "$route"
LOWER=$lower perl -i -ne '
    BEGIN { $depth = 0; $element = "" }
    if ($element ne "" || /^\s*\.route\(/) {
        $element .= $_;
        $depth += () = /[(\[{]/g;
        $depth -= () = /[)\]}]/g;
        if ($depth <= 0) {
            print $element unless $element =~ /\.route\(\.$ENV{LOWER},|MainRoute\.$ENV{LOWER},|\(\.$ENV{LOWER}\(\$0\)\)/;
            ($element, $depth) = ("", 0);
        }
        next;
    }
    print;' "$route"
perl -0pi -e "s/^ *case (?:let )?\\.$lower(?:\\(id\\))?:\\n(?:(?! *case | *\\/\\/ make screen).*\\n)*//m" "$factory"
# Its name on MainRoute (`MainRoute.notifications`, in its tree's routes), with the line of doc above it.
perl -0pi -e "s/^ *\\/\\/\\/[^\\n]*\\n *public static var $lower: MainRoute .*\\n//m" "$route"
# In a feature's tree, its words' keys (`noteArchiveTitle`, `loadingNoteArchive`, `summaryTotal`) and their
# texts, a text wrapped onto the line after its case with it: the keys named after it that no code outside its
# folders and the catalogs says. Another screen's whose name starts with its own (`profileEditTitle` of
# ProfileEdit, beside Profile) and the feature's own stay.
if [ ${#catalogs[@]} -gt 0 ]; then
    mapfile -t named < <(LOWER=$lower NAME=$name perl -ne '
        print "$1\n" if /^\s*case (?:let )?\.?(\Q$ENV{LOWER}\E(?=[A-Z])\w*|load(?:ing)?\Q$ENV{NAME}\E)\b/' "${catalogs[@]}" | LC_ALL=C sort -u)
    # shellcheck disable=SC2046
    mapfile -t elsewhere < <(find $(code_folders) -name '*.swift' -not -path '*/.build/*' -not -path 'Modules/API/Generated/*' |
        grep -vxF -f <(printf '%s\n' "${catalogs[@]}") | grep -vF -f <(printf '%s/\n' "${folders[@]}") || true)
    keys=()
    for key in "${named[@]}"; do
        if [ ${#elsewhere[@]} -eq 0 ] || ! grep -qE "\.$key\b" "${elsewhere[@]}"; then keys+=("$key"); fi
    done
    KEYS="${keys[*]}" perl -i -ne '
        BEGIN { %dropped = map { $_ => 1 } split / /, $ENV{KEYS} }
        if ($skip) { $skip = 0; next }
        if (/^\s*case (?:let )?\.?(\w+)\b/ && $dropped{$1}) { $skip = /:\s*$/ ? 1 : 0; next }
        print' "${catalogs[@]}"
fi

# What still uses it, outside its folders, once its hub lines are out: a screen under it (PARENT=settings)
# names its route's case. Removed from under it, the app would not compile: the hubs are put back and
# nothing is changed unless FORCE=1.
refuse_while_used remove-screen "$name" "$name" "a screen under it" "$name" "(?<![A-Za-z0-9_)\\]?!])\\.$lower\\b|MainRoute\\.$lower\\b" "${folders[@]}"
swift format --in-place "$route" "$factory" "${catalogs[@]}"
rm -rf "${folders[@]}" "${transcripts[@]}"
printf 'remove-screen: removed %s\n' "${folders[@]}" "${transcripts[@]}"
if [ -n "$tree" ]; then
    # A tree's last screen (a use case's, whose first screen wrote the tree's routes, screens and catalog): those
    # files go too, unless something of the team's own is left in them, and the tree is as it was before.
    if ! grep -qE '^ *case ' "$route" "$factory" "${catalogs[@]}" 2>/dev/null; then
        rm -f "$route" "$factory" "${catalogs[@]}"
        printf 'remove-screen: removed %s\n' "$route" "$factory" "${catalogs[@]}"
    fi
    # (no folder is left empty: a layer's folder is a module)
    find "Modules/$tree" -type d -empty -delete
fi
bash scripts/forget-builds.sh
# A tree's modules may be fewer: once the builds and evaluated manifests are forgotten, the composition roots'
# lists and the module graph are drawn again.
if [ -n "$tree" ]; then
    bash scripts/features.sh
    bash scripts/graph.sh >/dev/null
fi
