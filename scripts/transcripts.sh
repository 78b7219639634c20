#!/usr/bin/env bash
# Re-records every transcript under each feature tree's Modules/NAME/Transcripts/ and their
# folders (make transcripts), after a change to what the app
# prints that you intend: each transcript's typed lines are run again through a fresh build and the file is
# rewritten with what the app prints now. Review the diff (git diff Modules/*/Transcripts) before committing.
# A '...' wildcard line is replaced by the lines it stood for. A transcript named *.ja.txt is recorded in
# Japanese (LANG=ja_JP.UTF-8), the rest in English (LANG=C.UTF-8), whatever this shell's locale is.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"

source scripts/build-folder.sh # $build
swift build --scratch-path "$build" --product bazaar >/dev/null
bin="$(swift build --scratch-path "$build" --show-bin-path)/bazaar"
# The demo password a transcript shows as ********; the end-to-end tests know it as Transcript.demoPassword.
password=$(sed -n 's/.*static let demoPassword = "\(.*\)".*/\1/p' Modules/EndToEndTesting/Transcript.swift)

shopt -s nullglob globstar
files=(Modules/*/Transcripts/**/*.txt)
[ ${#files[@]} -gt 0 ] || { echo "transcripts: none in Modules/*/Transcripts" >&2; exit 1; }
for file in "${files[@]}"; do
    input=$(sed -n 's/^> //p' "$file" | sed "s/\*\*\*\*\*\*\*\*/$password/g")
    case "$file" in *.ja.txt) lang=ja_JP.UTF-8 ;; *) lang=C.UTF-8 ;; esac
    printf '%s\n' "$input" | env -u LC_ALL -u LC_MESSAGES LANG="$lang" "$bin" --in-memory --no-history --record "$file.new" >/dev/null 2>&1 || true
    mv "$file.new" "$file"
    echo "recorded $file"
done
