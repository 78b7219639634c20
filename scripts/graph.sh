#!/usr/bin/env bash
# make graph: draws the module graph from Package.swift (`swift package describe`) as Mermaid into the
# README, between its module-graph markers. With --check (run by make test), fails when the README's
# picture no longer matches Package.swift (and says how to redraw it), or when Package.swift gives a
# module a dependency its row of the README's module table does not allow.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
begin='<!-- module graph: drawn by make graph from Package.swift; make test checks it -->'
end='<!-- end of module graph -->'

description=$(swift package describe --type json)
graph=$(swift scripts/ModuleGraph.swift <<<"$description")
current=$(awk -v begin="$begin" -v end="$end" '$0 == end { inside = 0 } inside { print } $0 == begin { inside = 1 }' README.md)

if [ "${1:-}" = "--check" ]; then
    swift scripts/ModuleGraph.swift --check-table README.md <<<"$description"
    if [ "$graph" != "$current" ]; then
        echo "graph: the module graph in README.md does not match Package.swift; run: make graph" >&2
        diff <(echo "$current") <(echo "$graph") >&2 || true
        exit 1
    fi
    echo "graph: README.md's module graph matches Package.swift, and Package.swift keeps to the module table"
    exit 0
fi
grep -qxF "$begin" README.md || { echo "graph: README.md has no line '$begin'" >&2; exit 1; }
awk -v begin="$begin" -v end="$end" -v graph="$graph" '
    $0 == begin { print; print graph; skipping = 1; next }
    $0 == end { skipping = 0 }
    !skipping { print }' README.md >README.md.tmp
mv README.md.tmp README.md
echo "graph: README.md's module graph redrawn from Package.swift"
