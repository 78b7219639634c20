#!/usr/bin/env bash
# make graph: draws the module graph from Package.swift (`swift package describe`) as Mermaid into
# docs/modules.md, between its module-graph markers. With --check (run by make test), fails when that
# picture no longer matches Package.swift (and says how to redraw it), or when Package.swift gives a
# module a dependency its row of the README's module table does not allow, or a source file imports a module
# of ours that its target does not declare.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
begin='<!-- module graph: drawn by make graph from Package.swift; make test checks it -->'
end='<!-- end of module graph -->'

# (in the build folder make builds in: its dependencies are checked out once)
source scripts/build-folder.sh
scratch=(--scratch-path "$build")
description=$(swift package "${scratch[@]}" describe --type json)
graph=$(swift scripts/ModuleGraph.swift <<<"$description")
page=docs/modules.md
current=$(awk -v begin="$begin" -v end="$end" '$0 == end { inside = 0 } inside { print } $0 == begin { inside = 1 }' "$page")

if [ "${1:-}" = "--check" ]; then
    swift scripts/ModuleGraph.swift --check-table README.md <<<"$description"
    # The manifest make test-feature builds with (BAZAAR_FEATURE=NAME: that feature alone, beside Login) evaluates,
    # and holds Login's tests alone of the tests.
    if ! alone=$(BAZAAR_FEATURE=Login swift package "${scratch[@]}" describe --type json 2>&1); then
        echo "graph: Package.swift does not evaluate with BAZAAR_FEATURE=Login, as make test-feature builds it:" >&2
        head -5 <<<"$alone" >&2
        exit 1
    fi
    if ! grep -qE '"name" ?: ?"LoginTests"' <<<"$alone" || grep -qE '"name" ?: ?"ModelsTests"' <<<"$alone"; then
        echo "graph: with BAZAAR_FEATURE=Login, Package.swift does not hold Login's tests alone of the tests" >&2
        exit 1
    fi
    if [ "$graph" != "$current" ]; then
        echo "graph: the module graph in $page does not match Package.swift; run: make graph" >&2
        diff <(echo "$current") <(echo "$graph") >&2 || true
        exit 1
    fi
    echo "graph: $page's module graph matches Package.swift, Package.swift keeps to README.md's module table, and every source imports only what its target declares"
    exit 0
fi
grep -qxF "$begin" "$page" || { echo "graph: $page has no line '$begin'" >&2; exit 1; }
awk -v begin="$begin" -v end="$end" -v graph="$graph" '
    $0 == begin { print; print graph; skipping = 1; next }
    $0 == end { skipping = 0 }
    !skipping { print }' "$page" >"$page.tmp"
mv "$page.tmp" "$page"
echo "graph: $page's module graph redrawn from Package.swift"
