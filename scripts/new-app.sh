#!/usr/bin/env bash
# make new-app NAME=ledger DIR=../ledger: writes a new project from this template into DIR.
#
#   1. copies the template's files (what git tracks, and new files it does not ignore);
#   2. strips the worked example (the marketplace): the files listed in scripts/new-app/example-files and
#      every file named …+Marketplace.swift (the example's part of a shared type, in an extension), the
#      registration lines it owns in shared Swift files (each ends with the tag '// example', or
#      '-- example' in SQL), and in other files (docs, scripts) the lines between '… example-begin …' and '… example-end …'
#      markers; the lines between '… example-else …' and the end marker are what the new app keeps
#      instead (written commented out here, uncommented there);
#   3. renames it throughout: bazaar → NAME, Bazaar → Name, in contents and in file names;
#   4. generates the contract's Swift again (make api) from what is left of openapi.yaml: login, sessions
#      and health, which the server serves and the app's client calls;
#   5. adds its example screen (make screen NAME=Profile) and example feature (make feature NAME=Reminder),
#      translates their words (scripts/new-app/japanese.txt), redraws its module graph, and starts a fresh
#      git repository with everything committed.
# In DIR, `make test`, `make lint` and `make bench` then pass with no edit.
set -euo pipefail
cd "$(dirname "$0")/.."
template=$(pwd)
export PATH="$PATH:/opt/swift/usr/bin"

name=${1:-}
dir=${2:-}
if [[ ! "$name" =~ ^[a-z][a-z0-9]*$ ]] || [ -z "$dir" ]; then
    echo "usage: make new-app NAME=ledger DIR=../ledger   (NAME: lower-case letters and digits, starting with a letter)" >&2
    exit 2
fi
if [ "$name" = bazaar ]; then echo "new-app: give the new app a name of its own" >&2; exit 2; fi
Name="$(tr '[:lower:]' '[:upper:]' <<<"${name:0:1}")${name:1}"
NAME=$(tr '[:lower:]' '[:upper:]' <<<"$name")
if [ -e "$dir" ] && [ -n "$(ls -A "$dir" 2>/dev/null)" ]; then
    echo "new-app: $dir exists and is not empty; nothing was written" >&2
    exit 1
fi
# Where it would go, checked before anything is made there (realpath -m: the folders need not exist yet).
dir=$(realpath -m "$dir")
case "$dir/" in "$template/"*) echo "new-app: DIR must be outside the template ($template); nothing was written" >&2; exit 1 ;; esac
mkdir -p "$dir"
# The new app has a build folder of its own (.build in it), whatever the template's make was given.
unset BUILD_FOLDER

echo "new-app: copying the template to $dir"
bash scripts/copy-template.sh "$dir"

echo "new-app: stripping the worked example"
cd "$dir"
while IFS= read -r pattern; do
    [[ -z "$pattern" || "$pattern" == \#* ]] && continue
    # shellcheck disable=SC2086
    rm -rf $pattern
done <"$template/scripts/new-app/example-files"
# A folder named Marketplace is the example's part of a layer; a file named …+Marketplace.swift is its part of
# a shared type (an extension beside it).
find . -type d -name Marketplace -not -path './.git/*' -prune -exec rm -rf {} +
find . -name '*+Marketplace.swift' -not -path './.git/*' -delete
find . -type d -empty -delete
# In each text file: drop the lines from an example-begin marker to its example-end marker, but keep the
# lines after an example-else marker (uncommented: their '// ', '# ', '-- ' or '<!-- … -->' taken off).
strip() {
    awk '
        # Blank lines are held until a line of text follows: two around a dropped region become one, and
        # none is left at the start or the end of the file.
        function emit(line) {
            if (line ~ /^[ \t]*$/) {
                if (!printed) return
                if (!(cut && held != "")) held = held line "\n"
                return
            }
            printf "%s%s\n", held, line
            held = ""; cut = 0; printed = 1
        }
        # A registration line the example owns (a case, a property, a list element) ends with the tag.
        /[ \t](\/\/|--) example[ \t]*$/ && !inside { cut = (held != ""); next }
        /example-begin/ { inside = 1; keeping = 0; next }
        /example-else/ && inside { keeping = 1; next }
        /example-end/ && inside { inside = 0; keeping = 0; cut = (held != ""); next }
        inside && !keeping { next }
        inside && keeping {
            line = $0
            if (match(line, /^[ \t]*\/\/ ?/)) { pad = substr(line, 1, RLENGTH); sub(/\/\/ ?$/, "", pad); line = pad substr(line, RLENGTH + 1) }
            else if (match(line, /^[ \t]*# ?/)) { pad = substr(line, 1, RLENGTH); sub(/# ?$/, "", pad); line = pad substr(line, RLENGTH + 1) }
            else if (match(line, /^[ \t]*-- ?/)) { pad = substr(line, 1, RLENGTH); sub(/-- ?$/, "", pad); line = pad substr(line, RLENGTH + 1) }
            else if (match(line, /^[ \t]*<!-- ?/) && line ~ / ?-->[ \t]*$/) { sub(/^[ \t]*<!-- ?/, "", line); sub(/ ?-->[ \t]*$/, "", line) }
            sub(/[ \t]+$/, "", line)
            emit(line); next
        }
        { emit($0) }' "$1" >"$1.tmp" && cat "$1.tmp" >"$1" && rm "$1.tmp" # cat keeps the file's mode
}
grep -rlIE --exclude-dir=.git 'example-begin|[[:space:]](//|--) example[[:space:]]*$' . | while IFS= read -r file; do strip "$file"; done
if grep -rlIE --exclude-dir=.git 'example-(begin|else|end)|[[:space:]](//|--) example[[:space:]]*$' .; then
    echo "new-app: the files above still hold example markers" >&2
    exit 1
fi
# The composition roots' lists of features, without the marketplace's (make features).
bash scripts/features.sh

# The mutants of files that went with the example (its folders) go too: each mutant is a paragraph of
# Tests/Mutants.txt naming its file.
awk 'BEGIN { RS = ""; ORS = "\n\n" }
    { file = ""; n = split($0, lines, "\n"); for (i = 1; i <= n; i++) if (lines[i] ~ /^file: /) file = substr(lines[i], 7) }
    file == "" || system("test -e \"" file "\"") == 0' Tests/Mutants.txt >Tests/Mutants.txt.tmp
mv Tests/Mutants.txt.tmp Tests/Mutants.txt

echo "new-app: renaming bazaar to $name"
grep -rlI --exclude-dir=.git -i 'bazaar' . | while IFS= read -r file; do
    sed -i "s/bazaar/$name/g; s/Bazaar/$Name/g; s/BAZAAR/$NAME/g" "$file"
done
find . -depth -name '*[Bb]azaar*' | while IFS= read -r path; do
    base=$(basename "$path")
    new=$(sed "s/bazaar/$name/g; s/Bazaar/$Name/g" <<<"$base")
    mv "$path" "$(dirname "$path")/$new"
done
printf '\nStarted from the Bazaar app template.\n' >>README.md

# The demo password changed with the name: make its precomputed hash again (a fresh salt, the real
# parameters), so the new app starts as fast. Without python3 or openssl the app hashes it at start instead
# (slower, still right: SeedData checks the hash was made for the password).
seed=Modules/Storage/Seed/SeedData.swift
password=$(sed -n 's/.*static let demoPassword = "\(.*\)".*/\1/p' "$seed")
hash=""
if command -v python3 >/dev/null 2>&1; then
    hash=$(python3 -c 'import base64, hashlib, os, sys
p = sys.argv[1].encode(); s = os.urandom(16)
d = hashlib.pbkdf2_hmac("sha256", p, s, 210000, 32)
print("pbkdf2-sha256$210000$" + base64.b64encode(s).decode() + "$" + base64.b64encode(d).decode(), hashlib.sha256(p).hexdigest())' "$password")
elif command -v openssl >/dev/null 2>&1; then
    bytes() { printf '%b' "$(sed 's/../\\x&/g' <<<"$1")" | base64; } # hex digits to Base64
    salt=$(openssl rand -hex 16)
    digest=$(openssl kdf -keylen 32 -kdfopt digest:SHA256 -kdfopt "pass:$password" -kdfopt "hexsalt:$salt" -kdfopt iter:210000 PBKDF2 | tr -d ':\n')
    hash="pbkdf2-sha256\$210000\$$(bytes "$salt")\$$(bytes "$digest") $(printf '%s' "$password" | openssl dgst -sha256 -r | cut -d' ' -f1)"
fi
if [ -n "$hash" ]; then
    read -r encoded sha <<<"$hash"
    sed -i "s|encoded: \"pbkdf2-sha256\\\$[^\"]*\"|encoded: \"$encoded\"|; s|precomputedDemoPasswordSHA256 = \"[0-9a-f]*\"|precomputedDemoPasswordSHA256 = \"$sha\"|" "$seed"
else
    echo "new-app: no python3 or openssl here, so the demo password will be hashed at each start (see $seed)" >&2
fi

# The contract without the marketplace's operations: its Swift made again (the generator is built once,
# here), before the example feature adds its own.
echo "new-app: generating the contract's Swift without the example (building the OpenAPI generator first: some minutes)"
bash scripts/api.sh >/dev/null

echo "new-app: adding the example screen and the example feature (building their generator, scripts/Generate, first)"
# A screen or feature of the same name that a team added to its template stays, and the example is left out.
if [ -e Modules/Profile ]; then
    echo "new-app: the template has a profile screen of its own: the new app keeps it, and no example screen"
    profile=""
else
    bash scripts/new-screen.sh Profile home >/dev/null
    profile=yes
fi
# The example feature, made by the generator a team uses, so it is always in step with it: a paged list,
# a detail with an id route, create and edit with the use case's own validation, delete after a question.
reminders=""
if [ -e Modules/Reminders/Models/Reminder.swift ]; then
    echo "new-app: the template has a Reminder of its own: the new app keeps it, and no example feature"
else
    bash scripts/new-feature.sh Reminder "title:String(1...80) details:String? priority:Int?(1...5)" >/dev/null
    reminders=yes
fi
# Their Japanese, translated (the generators mark a new word untranslated(…)), so the app starts with both
# languages complete: scripts/new-app/japanese.txt holds each one, English and Japanese, a tab apart.
# Every Japanese catalog: the skeleton's (Modules/*/Words/Japanese.swift) and each feature's of its own
# (Modules/*/Reminders/Words/Japanese+Reminders.swift).
mapfile -t catalogs < <(find Modules -path '*/Words/Japanese*.swift' | LC_ALL=C sort)
for catalog in "${catalogs[@]}"; do
    text=$(<"$catalog")
    while IFS=$'\t' read -r english japanese; do
        [[ -z "$english" || "$english" == \#* ]] && continue
        text=${text//"untranslated(\"$english\")"/"\"$japanese\""}
    done <"$template/scripts/new-app/japanese.txt"
    printf '%s\n' "$text" >"$catalog"
done
left=$(grep -h 'untranslated("' "${catalogs[@]}" || true)
[ -z "$left" ] || { printf 'new-app: the examples have words scripts/new-app/japanese.txt does not translate:\n%s\n' "$left" >&2; exit 1; }
# And a session in Japanese that make test replays (a transcript named *.ja.txt runs under LANG=ja_JP.UTF-8).
email=$(sed -n 's/.*static let demoEmail = "\(.*\)".*/\1/p' "$seed")
user=$(sed -n 's/.*static let demoDisplayName = "\(.*\)".*/\1/p' "$seed")
[ -n "$profile" ] && cat >Modules/Profile/Transcripts/profile.ja.txt <<TEXT
# A $Name transcript: lines after '> ' were typed ('********' is the demo password), the rest was shown.
# Replayed by make test with --in-memory under LANG=ja_JP.UTF-8; re-record with make transcripts.
ログイン
'email ADDRESS'、'password'、'submit' の順に入力してください。'help' ですべてのコマンドを表示します。
> email $email
メールアドレス: $email
> password ********
パスワードを設定しました。
準備完了: 'submit' でログインします。
> submit
ようこそ、$user さん。
> open profile
プロフィール
名前:           $user
メールアドレス: $email
> back
ホーム
> quit
TEXT
# The example feature in Japanese too: its words, and a field's name in the use case's own error.
[ -n "$reminders" ] && cat >Modules/Reminders/Transcripts/reminders.ja.txt <<TEXT
# A $Name transcript: lines after '> ' were typed ('********' is the demo password), the rest was shown.
# Replayed by make test with --in-memory under LANG=ja_JP.UTF-8; re-record with make transcripts.
...
> email $email
...
> password ********
...
> submit
...
> open reminders
行番号で開きます。'new' で作成（項目は 'help' で確認）、'next' と 'prev' でページ送り。
リマインダーはまだありません。
> new
エラー: 「タイトル」は必須です。
> new 牛乳 "" 9
エラー: 「優先度」は1から5までの数で入力してください。
> quit
TEXT
echo "new-app: drawing the module graph and laying the code out with the project's formatter"
bash scripts/graph.sh >/dev/null
# What is left is laid out again by the project's own formatter (a list cut to one element fits one line):
# make format, which leaves the contract's generated Swift as the generator made it above.
make --no-print-directory format >/dev/null

git init -q
git add -A
git -c user.name="$name" -c user.email="$name@localhost" commit -qm "Start $name from an app template"
# (the folder as a shell reads it back: a space or a quote in it is escaped)
typed_dir=$(printf '%q' "$dir")
cat <<DONE
new-app: $Name is in $dir. Next:
  cd $typed_dir && make test        # build it and run its tests
  make run                     # log in with demo@$name.dev / $name-demo
DONE
