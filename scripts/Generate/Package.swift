// swift-tools-version: 6.2
//
// The generators' renderer: `make feature` (and any template a team adds under scripts/templates/) is
// written as template files, one per generated file, in the syntax of the file it makes, with Mustache
// placeholders (`{{Name}}`, `{{#fields}}…{{/fields}}`). A package of its own, so the app and an iOS app
// that depends on the core never fetch or build the template library.

import PackageDescription

let package = Package(
    name: "Generate",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1")
    ],
    targets: [
        .executableTarget(
            name: "generate",
            dependencies: [.product(name: "Mustache", package: "swift-mustache")],
            swiftSettings: [
                .treatAllWarnings(as: .error),
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("InternalImportsByDefault"),
                .enableUpcomingFeature("MemberImportVisibility"),
            ]
        ),
        .testTarget(name: "generateTests", dependencies: ["generate"]),
    ]
)
