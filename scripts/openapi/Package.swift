// swift-tools-version: 6.0
// The OpenAPI generator's command-line tool, built only by `make api` (never by a build of the app: its
// build plugin would cost minutes on every clean build, so the generated code is committed instead).
import PackageDescription

let package = Package(
    name: "openapi-tools",
    dependencies: [.package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3")],
    targets: []
)
