#!/usr/bin/env bash
# make api: bundles the HTTP contract (Modules/API/openapi.yaml) from its parts in Modules/API/Contract (the
# skeleton's, and each feature's folder: scripts/api-bundle.sh), generates its Swift (Modules/API/Generated),
# and records the spec's hash in Modules/API/openapi.sha256. With --check (make test), only says whether the
# committed document was bundled from the parts as they are, and the code generated from it.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
api=Modules/API
hash() { cat "$api/openapi.yaml" "$api/openapi-generator-config.yaml" | sha256sum | cut -d' ' -f1; }

bundled=$(mktemp)
trap 'rm -f "$bundled"' EXIT
bash scripts/api-bundle.sh >"$bundled"
if [ "${1:-}" = --check ]; then
    if ! cmp -s "$bundled" "$api/openapi.yaml"; then
        echo "api: $api/openapi.yaml is stale: a part in $api/Contract changed since it was bundled. Run 'make api' and commit the result." >&2
        exit 1
    fi
    if [ "$(hash)" != "$(cat "$api/openapi.sha256" 2>/dev/null)" ]; then
        echo "api: $api/Generated is stale: openapi.yaml (or its config) changed since it was generated. Run 'make api' and commit the result." >&2
        exit 1
    fi
    exit 0
fi

cp "$bundled" "$api/openapi.yaml"
swift build -c release --package-path scripts/openapi --product swift-openapi-generator
generator=$(swift build -c release --package-path scripts/openapi --show-bin-path)/swift-openapi-generator
scratch=$(mktemp -d)
trap 'rm -rf "$scratch" "$bundled"' EXIT
"$generator" generate --config "$api/openapi-generator-config.yaml" --output-directory "$scratch" "$api/openapi.yaml" \
    >"$scratch.log" 2>&1 || { cat "$scratch.log" >&2; rm -f "$scratch.log"; exit 1; }
rm -f "$scratch.log"
# The generator writes `public import` and silences the unused ones only from Swift 6.4 on; the API target
# reads plain imports as public (it does not enable InternalImportsByDefault), so they build without warnings.
sed -i 's/^\(@_spi(Generated) \)\{0,1\}public import /\1import /' "$scratch"/*.swift
rm -rf "$api/Generated"
mkdir -p "$api/Generated"
cp "$scratch"/*.swift "$api/Generated/"
hash >"$api/openapi.sha256"
echo "api: generated $(ls "$api/Generated" | wc -l) files from $api/openapi.yaml"
