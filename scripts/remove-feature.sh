#!/usr/bin/env bash
# make remove-feature NAME=Notes: takes a feature out as make feature put it in (a feature is a unit): its
# two trees (Modules/Notes, with the screens made under its id, and Server/Modules/Notes) and the lines it
# added to shared files (each package's feature list and each composition root's), exactly those make
# feature recorded in its page (Modules/Notes/README.md, "Where it joins"); then bundles the contract again
# (make api). It refuses, naming them, while code outside its trees still uses it (a use case that reads its table):
# those go first, or FORCE=1 removes it anyway.
#
# make remove-usecase NAME=ExpenseSummary (REMOVE_KIND=usecase): a use case the same way, as make usecase put
# it in: its tree (two when served) and its line in each package's feature list; refused while a screen of its
# tree loads it (make screen USECASE=), which make remove-screen takes out.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

name=${1:-}
kind=${REMOVE_KIND:-feature}
if [[ ! "$name" =~ ^[A-Z][A-Za-z0-9]*$ ]]; then
    if [ "$kind" = usecase ]; then
        echo "usage: make remove-usecase NAME=ExpenseSummary   (the use case's name as make usecase took it)" >&2
    else
        echo "usage: make remove-feature NAME=Notes   (the feature's name as make feature took it, Note, or its plural)" >&2
    fi
    exit 2
fi
# shellcheck source=still-used.sh
source scripts/still-used.sh
# Its trees, Modules/NAME and Server/Modules/NAME (never a folder of that name elsewhere: Modules/Storage/Records
# is the core's); else, for a name given as make feature took it (Note, Person), those of the tree whose record
# (below) says it was made by that NAME.
folders_named() {
    local folder
    for folder in "Modules/$1" "Server/Modules/$1"; do
        if [ -d "$folder" ]; then echo "$folder"; fi
    done
}
made_by() { sed -n 's/^<!-- joined: begin NAME=\([A-Za-z0-9]*\) -->$/\1/p' "$1" 2>/dev/null; }
plural=$name
mapfile -t folders < <(folders_named "$plural")
if [ ${#folders[@]} -eq 0 ]; then
    for readme in Modules/*/README.md; do
        if [ "$(made_by "$readme")" = "$name" ]; then
            plural=$(basename "$(dirname "$readme")")
            mapfile -t folders < <(folders_named "$plural")
            break
        fi
    done
fi
if [ ${#folders[@]} -eq 0 ] && [ "$kind" = usecase ]; then
    useCases=$(find Modules -mindepth 3 -maxdepth 3 -path 'Modules/*/UseCases/*UseCase.swift' -printf '%f ' 2>/dev/null | sed 's/UseCase.swift//g')
    echo "remove-usecase: no use case is named $name; nothing was changed. Use cases here: ${useCases:-none}" >&2
    exit 1
elif [ ${#folders[@]} -eq 0 ]; then
    features=$(find Modules -mindepth 2 -maxdepth 2 -type d -name Models -printf '%h ' 2>/dev/null | sed 's#Modules/##g')
    echo "remove-feature: no feature is named $name (as make feature took it, or its plural); nothing was changed. Features here: ${features:-none}" >&2
    exit 1
fi
if [ "$plural" = Login ]; then
    echo "remove-$kind: Login is the skeleton's own tree: every program opens on its screen, and a new app keeps it; nothing was changed" >&2
    exit 1
fi
# A use case make usecase made is a tree (Modules/NAME/, Server/Modules/NAME/ when served): taken out as a feature
# is, once no screen of its tree loads it (make screen USECASE= puts one there): those go first.
if [ "$kind" = usecase ]; then
    if [ ! -f "Modules/$name/README.md" ]; then
        echo "remove-usecase: Modules/$name is not a tree make usecase made (it has no README.md); nothing was changed" >&2
        exit 1
    fi
    mapfile -t screens < <(find "Modules/$name/ViewModels" -name '*ViewModel.swift' 2>/dev/null | LC_ALL=C sort)
    if [ ${#screens[@]} -gt 0 ]; then
        printf 'remove-usecase: screens of its tree load %s; nothing was changed:\n' "$name" >&2
        printf '  %s\n' "${screens[@]}" >&2
        echo "Take those out first (make remove-screen NAME=…), or take it all out: make remove-feature NAME=$name." >&2
        exit 1
    fi
fi
# Its hub lines: those make feature recorded in its page, Modules/NAME/README.md (`FILE: LINE` between the
# `joined` markers), each taken out of its file once, compared without indentation and a list's comma.
record=Modules/$plural/README.md
mapfile -t joined < <(awk '/<!-- joined: begin( NAME=[A-Za-z0-9]+)? -->/ { on = 1; next } /<!-- joined: end -->/ { on = 0 } on && !/^```/' "$record" 2>/dev/null)
if [ ${#joined[@]} -eq 0 ]; then
    echo "remove-$kind: $record holds no record of the lines make feature added for $plural (its 'Where it joins'); nothing was changed" >&2
    exit 1
fi
mapfile -t hubs < <(printf '%s\n' "${joined[@]}" | sed 's/: .*//' | LC_ALL=C sort -u)
keep_hubs "${hubs[@]}"
for entry in "${joined[@]}"; do
    file=${entry%%: *} line=${entry#*: }
    [ -f "$file" ] || continue
    # (a list's element may have lost its comma to the formatter, as the last one: it is compared without it)
    awk -v line="${line%,}" '!done { text = $0; gsub(/^[ \t]+|,?[ \t]*$/, "", text); if (text == line) { done = 1; next } } { print }' \
        "$file" >"$file.tmp" && mv "$file.tmp" "$file"
done

# What still uses it, outside its folders, once its hub lines are out: code that names a type the feature
# declares (comments and strings aside), or SQL that reads its tables. A use case that queries its table:
# removed from under it, the app would not compile or a query would fail at run time, so the hubs are put
# back and nothing is changed unless FORCE=1. Its types are those named for it: by the NAME its record keeps
# (Note, Person) or by its plural (Notes, People).
stem=$plural
made=$(made_by "$record")
if [ -n "$made" ]; then stem=$made$'\n'$plural; fi
first="a screen made on it"
[ "$kind" = usecase ] || first="code outside its trees that names it, a use case that reads its table"
refuse_while_used "remove-$kind" "$plural" "$name" "$first" "$stem" "" "${folders[@]}"
# Laid out again by the project's formatter (a list left with one element loses the comma the generator
# gave the one above it), so the hubs read as they did before the feature came.
swift format --in-place "${hubs[@]}"
rm -rf "${folders[@]}"
printf "remove-$kind: removed %s\n" "${folders[@]}"
if [ -d Modules/API/Contract ]; then bash scripts/api.sh; fi
# Its modules are gone from the manifest: the composition roots' feature lists are written again from the
# packages' (make features), and the module graph (docs/modules.md) is drawn again.
bash scripts/features.sh
bash scripts/graph.sh >/dev/null
bash scripts/forget-builds.sh
