# The build a team ships, in one place: make install installs it and make bench measures it (sourced by both).
# Release, and on Linux with the Swift runtime and Foundation linked in, so the binary runs on a machine
# without a Swift toolchain and starts without loading them.
source "$(dirname "${BASH_SOURCE[0]}")/build-folder.sh" # $build
release_flags=(-c release)
if [ "$(uname -s)" = Linux ]; then
    release_flags+=(--static-swift-stdlib)
    # The C++ library the Swift runtime is written in, linked in as well: loading libstdc++.so and binding
    # its symbols cost every start about 0.6 ms (make bench). The toolchain asks for it by name
    # (-lstdc++), so the linker is first shown a folder that holds only the static archive. Without that
    # archive (no libstdc++ -dev package), the binary loads libstdc++.so as before.
    static_cxx=$build/static-libstdc++
    archive=$("$(dirname "$(readlink -f "$(command -v swift)")")/clang" -print-file-name=libstdc++.a 2>/dev/null || true)
    if [ -f "$archive" ] && mkdir -p "$static_cxx" && ln -sf "$archive" "$static_cxx/libstdc++.a"; then
        release_flags+=(-Xlinker -L"$static_cxx")
    fi
    unset archive
fi

# Builds `product` in the shipped configuration (in package $2, the current one by default), quietly unless
# it fails; prints the built binary's path.
release_build() {
    local product=$1 package=${2:-.} log
    # The server's package builds in the app's build folder, as make test builds it (see the Makefile's BUILD_FOLDER).
    local scratch=(--scratch-path "$build")
    log=$(mktemp "${TMPDIR:-/tmp}/release-build.XXXXXX")
    if ! swift build "${release_flags[@]}" --package-path "$package" "${scratch[@]}" --product "$product" >"$log" 2>&1; then
        cat "$log" >&2
        rm -f "$log"
        echo "release: swift build ${release_flags[*]} --product $product failed (above)" >&2
        return 1
    fi
    rm -f "$log"
    echo "$(swift build "${release_flags[@]}" --package-path "$package" "${scratch[@]}" --show-bin-path)/$product"
}
