#!/usr/bin/env bash
# make api: bundles the HTTP contract (Modules/API/openapi.yaml) from its parts in Modules/API/Contract (the
# skeleton's, and each feature's folder: scripts/api-bundle.sh), generates its Swift, and records the spec's
# hash in Modules/API/openapi.sha256. With --check (make test), only says whether the committed document was
# bundled from the parts as they are, and the code generated from it.
#
# What is generated, and where:
#   Modules/API/Generated/                    the whole contract's types and client (`APIProtocol`, `Client`), and
#                                             the server's side of the operations no feature tree serves (the
#                                             skeleton's, and those of features kept in layer folders), as
#                                             `BazaarAPIProtocol`, which Server's `BazaarAPIHandler` conforms to
#   Server/Modules/FEATURE/Server/Generated/  the server's side of a feature tree's own operations (those its
#                                             Modules/FEATURE/Contract/openapi.yaml declares), as
#                                             `FEATUREAPIProtocol`, internal to its module FEATUREServer, which
#                                             conforms its handler and registers it
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
api=Modules/API
hash() { cat "$api/openapi.yaml" "$api/openapi-generator-config.yaml" scripts/api.sh | sha256sum | cut -d' ' -f1; }

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
# In debug: it compiles in 2 minutes where release takes 4:40 (make new-app pays it once), and it generates
# this contract in 0.6 s where release takes 0.2 s (measured on 2 cores).
# Built once, and again when its pin changes: a build with nothing to do still takes 3 s, and the generators
# run this script a dozen times in make check-generators.
generator=scripts/openapi/.build/debug/swift-openapi-generator
if [ ! -x "$generator" ] || [ scripts/openapi/Package.swift -nt "$generator" ]; then
    swift build --package-path scripts/openapi --product swift-openapi-generator
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch" "$bundled"' EXIT
"$generator" generate --config "$api/openapi-generator-config.yaml" --output-directory "$scratch" "$api/openapi.yaml" \
    >"$scratch.log" 2>&1 || { cat "$scratch.log" >&2; rm -f "$scratch.log"; exit 1; }
rm -f "$scratch.log"
# The generator writes `public import` and silences the unused ones only from Swift 6.4 on; the API target
# reads plain imports as public (it does not enable InternalImportsByDefault), so they build without warnings.
sed -i 's/^\(@_spi(Generated) \)\{0,1\}public import /\1import /' "$scratch"/*.swift
# The operations each feature tree serves from its own module, and the rest, which the API module's serve.
operations() { grep -o 'operationId: *[A-Za-z0-9_]*' "$@" | sed 's/.*operationId: *//'; }
mapfile -t trees < <(find Modules -mindepth 3 -maxdepth 3 -path 'Modules/*/Contract/openapi.yaml' -not -path "$api/*" | LC_ALL=C sort)
mapfile -t everyone < <(operations "$api/openapi.yaml")
mapfile -t treed < <(if [ ${#trees[@]} -gt 0 ]; then operations "${trees[@]}"; fi)
mapfile -t core < <(printf '%s\n' "${everyone[@]}" | grep -vxF -f <(printf '%s\n' "${treed[@]}" "") || true)

# serve NAME ACCESS IMPORT OUTPUT OPERATION...: writes OUTPUT/Server.swift, the server's side of those operations:
# the generator's own, filtered to them, with its `APIProtocol` (the handler's requirements) renamed NAMEAPIProtocol
# and declared there, on the whole contract's types (in the API module, or imported as IMPORT).
serve() {
    local name=$1 access=$2 import=$3 output=$4 config="$scratch/serve/config.yaml"
    shift 4
    rm -rf "$scratch/serve" && mkdir -p "$scratch/serve/out"
    {
        sed '/^generate:/,/^[^ -]/{/^  - /d}; s/^generate:/generate: [types, server]/; s/^accessModifier: .*/accessModifier: '"$access"'/' \
            "$api/openapi-generator-config.yaml" | if [ -n "$import" ]; then sed "/^additionalImports:/a\\  - $import"; else cat; fi
        printf 'filter:\n  operations:\n'
        printf '    - %s\n' "$@"
    } >"$config"
    "$generator" generate --config "$config" --output-directory "$scratch/serve/out" "$api/openapi.yaml" \
        >"$scratch/serve.log" 2>&1 || { cat "$scratch/serve.log" >&2; exit 1; }
    mkdir -p "$output"
    {
        awk '/^extension APIProtocol/ { exit } { print }' "$scratch/serve/out/Server.swift"
        echo "/// The operations this module serves (make api): its handler conforms, and \`registerHandlers\` routes them to it."
        awk '/^(public |internal )?protocol APIProtocol/ { on = 1 } on { print } on && /^}/ { exit }' "$scratch/serve/out/Types.swift"
        awk '/^extension APIProtocol/ { on = 1 } on { print }' "$scratch/serve/out/Server.swift"
    } | sed "s/\bAPIProtocol\b/${name}APIProtocol/g" >"$output/Server.swift"
}

rm -rf "$api/Generated"
mkdir -p "$api/Generated"
cp "$scratch"/Types*.swift "$scratch"/Client.swift "$api/Generated/"
serve Bazaar public "" "$api/Generated" "${core[@]}"
sed -i 's/^\(@_spi(Generated) \)\{0,1\}public import /\1import /' "$api/Generated/Server.swift"
for part in "${trees[@]}"; do
    feature=$(basename "$(dirname "$(dirname "$part")")")
    rm -rf "Server/Modules/$feature/Server/Generated"
    mapfile -t own < <(operations "$part")
    serve "$feature" internal API "Server/Modules/$feature/Server/Generated" "${own[@]}"
done
hash >"$api/openapi.sha256"
echo "api: generated $(ls "$api/Generated" | wc -l) files from $api/openapi.yaml"
