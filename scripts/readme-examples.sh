#!/usr/bin/env bash
# Copies each example file into docs/gui.md, into the ```swift block under its `<!-- PATH -->` marker, so
# the guide shows the examples exactly as GUIExamplesTests compiles and runs them (a test checks it).
set -euo pipefail
cd "$(dirname "$0")/.."
page=docs/gui.md
for path in $(sed -n 's/^<!-- \(Modules\/[^ ]*\.swift\) -->$/\1/p' "$page"); do
    awk -v marker="<!-- $path -->" -v file="$path" '
        $0 == marker { print; getline; print; while ((getline line < file) > 0) print line; skipping = 1; next }
        skipping && $0 == "```" { skipping = 0 }
        !skipping { print }' "$page" >"$page.tmp"
    mv "$page.tmp" "$page"
done
