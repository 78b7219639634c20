#!/usr/bin/env bash
# make check-core: proves that the core (Models, UseCases, ViewModels, Presenters, Coordinator) needs
# neither the terminal nor SQLite, and that another package can depend on it:
#   1. `swift build --target Coordinator` (which builds the whole core) in a scratch path of its own,
#      with libedit-dev's and libsqlite3-dev's headers, and pkg-config files hidden (the
#      libraries the toolchain itself loads stay);
#   2. a tiny consumer package in a temporary folder that depends on the `ViewModels` and `Presenters`
#      products (and Login's `LoginViewModels`), builds, and runs a view model.
# As root (as CI runs) the packages are hidden in a private mount namespace (unshare), so the proof holds
# whether or not they are installed; otherwise it checks they are absent and says so if they are not.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PATH:/opt/swift/usr/bin"
repo=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cat >"$work/check.sh" <<'CHECK'
set -euo pipefail
repo=$1 work=$2
visible() { if [ -d "$1" ]; then [ -n "$(ls -A "$1")" ]; else [ -s "$1" ]; fi; }
for path in /usr/include/editline /usr/include/histedit.h /usr/include/sqlite3.h; do
    if visible "$path"; then echo "check-core: $path is visible, so this would prove nothing" >&2; exit 1; fi
done
echo "check-core: libedit and SQLite are not visible; building the core alone…"
swift build --package-path "$repo" --scratch-path "$work/core" --target Coordinator 2>&1 | tail -3

mkdir -p "$work/consumer/Sources/Consumer"
cat >"$work/consumer/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Consumer",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .executableTarget(
            name: "Consumer",
            dependencies: [.product(name: "ViewModels", package: "$(basename "$repo")"), .product(name: "Presenters", package: "$(basename "$repo")"), .product(name: "UseCases", package: "$(basename "$repo")"), .product(name: "Models", package: "$(basename "$repo")"), .product(name: "LoginViewModels", package: "$(basename "$repo")")]
        )
    ]
)
SWIFT
cat >"$work/consumer/Sources/Consumer/main.swift" <<'SWIFT'
import LoginViewModels
import Models
import Presenters
import UseCases
import ViewModels

// A login screen (the skeleton's Login tree: its product LoginViewModels) driven from another package, as an
// app target would: the view model's outputs bound to closures, its inputs sent as view events.
@MainActor func run() async {
    let effects = Effects()
    let viewModel = LoginViewModel(
        login: LoginUseCase { _, _ in Session(user: User(id: User.ID(1), email: EmailAddress("a@b.co")!, displayName: "A")) },
        language: .english, effects: effects)
    var log: [String] = []
    viewModel.outputs.isFormValid = { log.append("valid \($0)") }
    viewModel.outputs.succeeded = { log.append("welcome \($0.user.displayName)") }
    viewModel.inputs.viewDidLoad()
    viewModel.inputs.emailChanged("a@b.co")
    viewModel.inputs.passwordChanged(Password("pw"))
    viewModel.inputs.submitTapped()
    await effects.waitUntilIdle()
    print(log.joined(separator: ", "))
    print(MainRoute.coreTable.templates.joined(separator: " "))
}
await run()
SWIFT
echo "check-core: building a consumer package that depends on the ViewModels and Presenters products…"
swift build --package-path "$work/consumer" --scratch-path "$work/consumer-build" 2>&1 | tail -2
output=$("$work/consumer-build/debug/Consumer")
echo "$output"
[ "$(head -1 <<<"$output")" = "valid false, valid true, welcome A" ] || { echo "check-core: the consumer did not run the view model as expected" >&2; exit 1; }
# An app of the core never fetches a server stack (NIO, Hummingbird, PostgreSQL): that belongs in a package of its own.
fetched=$(swift package --package-path "$work/consumer" --scratch-path "$work/consumer-build" show-dependencies --format flatlist)
if grep -iE 'swift-nio|hummingbird|postgres' <<<"$fetched"; then
    echo "check-core: a package that depends on the core fetches the server's stack (above)" >&2
    exit 1
fi
echo "check-core: the consumer fetches $(wc -l <<<"$fetched") packages, none of NIO, Hummingbird or PostgreSQL"
CHECK

if [ "$(id -u)" -eq 0 ] && unshare --mount --propagation private true 2>/dev/null; then
    mkdir -p "$work/empty"
    hide=""
    for dir in /usr/include/editline; do [ -d "$dir" ] && hide+="mount --bind '$work/empty' '$dir'; "; done
    for file in /usr/include/histedit.h /usr/include/sqlite3.h /usr/include/sqlite3ext.h \
        /usr/lib/*/pkgconfig/libedit.pc /usr/lib/*/pkgconfig/sqlite3.pc; do
        [ -e "$file" ] && hide+="mount --bind /dev/null '$file'; "
    done
    unshare --mount --propagation private bash -c "${hide} bash '$work/check.sh' '$repo' '$work'"
else
    echo "check-core: not root (or no unshare): checking on this machine as it is" >&2
    bash "$work/check.sh" "$repo" "$work"
fi
echo "check-core: the core builds and runs without libedit or SQLite, and another package can depend on it without NIO."
