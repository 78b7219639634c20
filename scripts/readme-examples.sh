#!/usr/bin/env bash
# Copies each example file into README.md, into the ```swift block under its `<!-- PATH -->` marker, so
# the README shows the examples exactly as GUIExamplesTests compiles and runs them (a test checks it).
set -euo pipefail
cd "$(dirname "$0")/.."
for path in $(sed -n 's/^<!-- \(Tests\/[^ ]*\.swift\) -->$/\1/p' README.md); do
    awk -v marker="<!-- $path -->" -v file="$path" '
        $0 == marker { print; getline; print; while ((getline line < file) > 0) print line; skipping = 1; next }
        skipping && $0 == "```" { skipping = 0 }
        !skipping { print }' README.md >README.md.tmp
    mv README.md.tmp README.md
done
