# The build a team ships, in one place: make install installs it and make bench measures it (sourced by both).
# Release, and on Linux with the Swift runtime and Foundation linked in, so the binary runs on a machine
# without a Swift toolchain and starts without loading them.
release_flags=(-c release)
if [ "$(uname -s)" = Linux ]; then release_flags+=(--static-swift-stdlib); fi

# Builds `product` in the shipped configuration (in package $2, the current one by default), quietly unless
# it fails; prints the built binary's path.
release_build() {
    local product=$1 package=${2:-.} log
    log=$(mktemp "${TMPDIR:-/tmp}/release-build.XXXXXX")
    if ! swift build "${release_flags[@]}" --package-path "$package" --product "$product" >"$log" 2>&1; then
        cat "$log" >&2
        rm -f "$log"
        echo "release: swift build ${release_flags[*]} --product $product failed (above)" >&2
        return 1
    fi
    rm -f "$log"
    echo "$(swift build "${release_flags[@]}" --package-path "$package" --show-bin-path)/$product"
}
