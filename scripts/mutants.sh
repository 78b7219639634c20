#!/usr/bin/env bash
# make mutants: mutation testing. Applies each mutant listed in Tests/Mutants.txt and in each feature tree's
# Mutants.txt (Modules/NAME/Mutants.txt, which goes with its tree) (a small, deliberate
# bug: a flipped guard, a dropped output, two outputs swapped, an off-by-one) one at a time, builds, runs
# the tests that cover the mutated module, and says whether the tests killed it (failed) or it survived.
# The tree is restored after every mutant, and on Ctrl-C. Prints the score; exits 1 below 100%.
# Never part of make test: it rebuilds once per mutant and takes a while (about a minute each).
#
# What runs for a mutant: the tests of the module it mutates (App/: the end-to-end tests); for a file in a
# Words/ folder, the word check first (scripts/check-words.sh: a Japanese sentence left in English fails
# it); for Server/…, the server's whole suite (ServerTests: on SQLite and PostgreSQL, over HTTP), built
# with `swift build --package-path Server`; and for a module the server builds on (Models, UseCases,
# Storage, API) that its own tests did not catch, the server's suite too. The whole run goes on beside one
# throwaway PostgreSQL cluster (scripts/postgres.sh), started once.
#
#   make mutants                 every mutant
#   make mutants ONLY=Login      only mutants whose file path contains 'Login'
#   scripts/mutants.sh --check   only check that every mutant still applies (make test runs this)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
# The lists: the skeleton's, then each feature tree's.
mapfile -t lists < <(
    echo Tests/Mutants.txt
    find Modules -mindepth 2 -maxdepth 2 -name Mutants.txt | LC_ALL=C sort
)
only=${1:-}

# How many times a mutant's find text occurs in its file (it must be exactly once).
occurrences() { FIND="$2" perl -0777 -ne '$f = $ENV{FIND}; $f =~ s/\\n/\n/g; $n = () = /\Q$f\E/g; print $n' "$1" 2>/dev/null || echo 0; }

# Mutants are blocks of four lines (why:, file:, find:, replace:) separated by blank lines; '#' lines are
# comments. In find and replace, '\n' stands for a line break.
mapfile -t whys < <(sed -n 's/^why: //p' "${lists[@]}")
mapfile -t files < <(sed -n 's/^file: //p' "${lists[@]}")
mapfile -t finds < <(sed -n 's/^find: //p' "${lists[@]}")
mapfile -t replaces < <(sed -n 's/^replace: \{0,1\}//p' "${lists[@]}")
# Which list each mutant is in, to say where to mend it.
mapfile -t origins < <(for list in "${lists[@]}"; do sed -n "s|^why: .*|$list|p" "$list"; done)
count=${#whys[@]}
if [ "$count" -eq 0 ] || [ ${#files[@]} -ne "$count" ] || [ ${#finds[@]} -ne "$count" ] || [ ${#replaces[@]} -ne "$count" ]; then
    echo "mutants: ${lists[*]} must hold blocks of why:, file:, find:, replace: lines ($count, ${#files[@]}, ${#finds[@]}, ${#replaces[@]})" >&2
    exit 2
fi

if [ "$only" = --check ]; then
    stale=0
    for ((i = 0; i < count; i++)); do
        n=$(occurrences "${files[$i]}" "${finds[$i]}")
        if [ "$n" != 1 ]; then
            echo "mutants: #$((i + 1)) (${whys[$i]}) no longer applies: its find text occurs $n times in ${files[$i]}, not once; update it in ${origins[$i]}" >&2
            stale=$((stale + 1))
        fi
    done
    exit $((stale > 0))
fi

# One throwaway PostgreSQL for the whole run: the server's suite needs one (CI=true makes a missing one an error).
if [ -z "${BAZAAR_TEST_POSTGRES:-}" ] && [ -z "${BAZAAR_MUTANTS_NO_POSTGRES:-}" ]; then
    BAZAAR_MUTANTS_NO_POSTGRES=1 exec bash scripts/postgres.sh bash "$0" "$@"
fi

# Both packages build in one folder (the Makefile's BUILD_FOLDER).
source scripts/build-folder.sh
description=$(swift package --scratch-path "$build" describe --type json)
# The tree must build as it is, or every mutant would read as "does not compile" (on a new machine
# without libedit's headers, say) and the score would mean nothing.
if ! baseline=$(swift build --scratch-path "$build" --build-tests 2>&1 && swift build --package-path Server --scratch-path "$build" --build-tests 2>&1); then
    echo "mutants: the tree does not build without any mutant, so no mutant can be judged; fix this first (make deps installs the system libraries):" >&2
    grep -m3 'error:' <<<"$baseline" >&2 || tail -3 <<<"$baseline" >&2
    exit 2
fi
logs=$(mktemp -d /tmp/mutants.XXXXXX)
echo "mutants: build and test logs in $logs (kept only for mutants that survive or do not build)"
mutated="" backup=""
restore() {
    if [ -n "$mutated" ] && [ -f "$backup" ]; then cp "$backup" "$mutated"; rm -f "$backup"; fi
    mutated="" backup=""
}
trap 'restore; rm -rf "$logs"; echo; echo "mutants: interrupted; the tree is as it was" >&2; exit 130' INT TERM
trap restore EXIT

killed=0 survived=0 broken=0 ran=0
for ((i = 0; i < count; i++)); do
    file=${files[$i]}
    [[ -z "$only" || "$file" == *"$only"* ]] || continue
    ran=$((ran + 1))
    label="#$((i + 1)) $file: ${whys[$i]}"
    occurrences=$(occurrences "$file" "${finds[$i]}")
    if [ "$occurrences" != 1 ]; then
        echo "STALE     $label (its find text occurs $occurrences times, not once)"
        broken=$((broken + 1))
        continue
    fi
    backup=$(mktemp) && cp "$file" "$backup" && mutated=$file
    FIND="${finds[$i]}" REPLACE="${replaces[$i]}" perl -0777 -i -pe '$f = $ENV{FIND}; $r = $ENV{REPLACE}; $f =~ s/\\n/\n/g; $r =~ s/\\n/\n/g; s/\Q$f\E/$r/' "$file"
    case $file in
    App/*) module=App ;;  # the app's command: its tests run the binary
    Server/*) module=Server ;;
    *) module=$(swift scripts/ModuleGraph.swift --module-of "$file" <<<"$description") ;;  # a feature's too: NotesModels
    esac
    log="$logs/$((i + 1))"
    # Under the run's guard: a mutant that makes a test hang past its limit is stopped (and counts as killed).
    guarded() { TEST_RUN_LIMIT=${MUTANT_TEST_LIMIT:-900} bash scripts/test-guard.sh "$@"; }
    serverSuite() { swift build --package-path Server --scratch-path "$build" --build-tests >>"$log.build" 2>&1 && guarded swift test --package-path Server --scratch-path "$build" --skip-build >>"$log.test" 2>&1; }
    if [ "$module" = Server ]; then
        compile=(swift build --package-path Server --scratch-path "$build" --build-tests)
    else
        compile=(swift build --scratch-path "$build" --build-tests)
    fi
    if ! "${compile[@]}" >"$log.build" 2>&1; then
        echo "BROKEN    $label (it does not compile: $(grep -m1 'error:' "$log.build" | sed 's/^.*error: //'))"
        broken=$((broken + 1))
        restore
        continue
    fi
    caught=""
    if [[ $file == */Words/* ]] && ! bash scripts/check-words.sh >"$log.test" 2>&1; then
        caught="the word check"
    elif [ "$module" = Server ]; then
        serverSuite || caught="the server's suite"
    else
        tests=$(swift scripts/ModuleGraph.swift --tests-of "$module" <<<"$description" | paste -sd'|')
        if ! guarded swift test --scratch-path "$build" --skip-build --filter "^($tests)\\." >"$log.test" 2>&1; then
            caught="$module's tests"
        elif [[ " Models UseCases Storage API " == *" $module "* || "$module" == *Models || "$module" == *UseCases ]] && ! serverSuite; then
            caught="the server's suite"
        fi
    fi
    if [ -z "$caught" ]; then
        echo "SURVIVED  $label"
        survived=$((survived + 1))
    else
        echo "killed    $label (by $caught)"
        killed=$((killed + 1))
        rm -f "$log.build" "$log.test"
    fi
    restore
done

total=$((killed + survived))
[ "$ran" -gt 0 ] || { echo "mutants: none matched '$only'" >&2; exit 2; }
score=$(( total > 0 ? killed * 100 / total : 0 ))
echo "mutants: $killed of $total killed ($score%), $survived survived, $broken stale or broken"
rmdir "$logs" 2>/dev/null || echo "mutants: the logs of those are in $logs"
[ "$survived" -eq 0 ] && [ "$broken" -eq 0 ]
