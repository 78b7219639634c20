#!/usr/bin/env bash
# scripts/copy-template.sh DIR: copies this project's files into DIR (what git tracks and new files it does
# not ignore; without git, everything but build products), for make new-app and make check-generators.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$1
mkdir -p "$dir"
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git ls-files -z --cached --others --exclude-standard | while IFS= read -r -d '' file; do
        [ -e "$file" ] && printf '%s\0' "$file" # a file deleted but not yet committed is left out
    done | tar --null -T - -cf - | (cd "$dir" && tar -xf -)
else
    tar --exclude='./.build*' --exclude='./.git' -cf - . | (cd "$dir" && tar -xf -)
fi
