// swift-tools-version: 6.2
//
// bazaar-server: the app's features over HTTP, on the same use cases as the app.
//
// A package of its own, beside the app's and depending on it by path, so that an app that depends on the
// core (an iOS app, say) never fetches or builds NIO, Hummingbird or PostgreSQL. `make server` builds and
// runs it; `make test` runs its tests against SQLite and a throwaway PostgreSQL.

import Foundation
import PackageDescription

/// The app's settings (see ../Package.swift) but `NonisolatedNonsendingByDefault`: the server runs on NIO's
/// threads, not a main actor, and the middleware protocols of Hummingbird and the OpenAPI runtime take
/// closures as they are declared without it.
let strict: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

/// The app's features (../Package.swift's `features`), each a tree of modules there and one here
/// (Modules/FEATURE/): the server's program and its tests use them.
let features: [String] = [
    "Login",  // the skeleton's own: a new app keeps it
    "Marketplace",  // example
    // make feature: features go above this line
]
/// `BAZAAR_FEATURE=Notes` (make test-feature): that feature alone and its tests alone, as in ../Package.swift.
let only = ProcessInfo.processInfo.environment["BAZAAR_FEATURE"].flatMap { $0.isEmpty ? nil : $0 }
/// Login, the skeleton's own tree, is built whatever it says: every operation but its own is signed in through it.
let login = "Login"
let built = features.filter { only == nil || $0 == only || $0 == login }
let hosts: Set<String> = ["bazaar-server", "ServerTests"]

/// A feature's modules in the app's package among `layers`: those its tree there has (../Modules/FEATURE/LAYER).
func app(_ feature: String, _ layers: String...) -> [String] {
    layers.filter { FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/../Modules/\(feature)/\($0)") }.map { feature + $0 }
}

/// Every product a target here uses, and the package it comes from: a target names its dependencies by name
/// alone (`uses`).
let products: [String: String] = [
    "API": "Bazaar", "App": "Bazaar", "RemoteApp": "Bazaar", "Web": "Bazaar", "Models": "Bazaar", "UseCases": "Bazaar", "Storage": "Bazaar",
    "Remote": "Bazaar",
    "TestSupport": "Bazaar", "Hummingbird": "hummingbird", "HummingbirdCore": "hummingbird",
    "OpenAPIHummingbird": "swift-openapi-hummingbird", "OpenAPIRuntime": "swift-openapi-runtime", "PostgresNIO": "postgres-nio",
    "ServiceLifecycle": "swift-service-lifecycle", "Logging": "swift-log", "InMemoryLogging": "swift-log",
    "ArgumentParser": "swift-argument-parser",
    "HTTPTypes": "swift-http-types", "NIOCore": "swift-nio", "NIOHTTP1": "swift-nio", "NIOPosix": "swift-nio",
    "NIOEmbedded": "swift-nio", "NIOHTTPTypes": "swift-nio-extras", "Metrics": "swift-metrics", "Prometheus": "swift-prometheus",
    "GRDB": "GRDB.swift",
].merging(built.flatMap { feature in app(feature, "Models", "UseCases", "Storage", "API").map { ($0, "Bazaar") } }) { $1 }

/// `names` as dependencies: a product of another package by the table, or a target of this one.
func uses(_ names: String...) -> [Target.Dependency] { uses(names) }
func uses(_ names: [String]) -> [Target.Dependency] {
    names.map { name in products[name].map { .product(name: name, package: $0) } ?? .target(name: name) }
}

/// A module of this package, a program or a test target, on `names` (`uses`), in the strict settings: each
/// target below is one line of this table.
func module(_ name: String, path: String? = nil, uses names: [String]) -> Target {
    .target(name: name, dependencies: uses(names), path: path, swiftSettings: strict)
}
func program(_ name: String, path: String? = nil, uses names: [String]) -> Target {
    .executableTarget(name: name, dependencies: uses(names), path: path, swiftSettings: strict)
}
func tests(_ name: String, path: String? = nil, uses names: [String]) -> Target {
    .testTarget(name: name, dependencies: uses(names), path: path, swiftSettings: strict)
}

let package = Package(
    name: "BazaarServer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "bazaar-server", targets: ["bazaar-server"]),
        .executable(name: "bazaar-web", targets: ["bazaar-web"]),
    ],
    dependencies: [
        .package(name: "Bazaar", path: ".."),
        // Without its default traits: swift-configuration (ConfigurationSupport) is a package to build that
        // nothing here reads, and FullFoundation changes only URL-encoded forms, which nothing here decodes.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/swift-openapi-hummingbird", exact: "2.1.0"),
        .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4"),
        .package(url: "https://github.com/vapor/postgres-nio", exact: "1.33.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", exact: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-http-types", exact: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio", exact: "2.101.3"),
        .package(url: "https://github.com/apple/swift-nio-extras", exact: "1.35.2"),
        .package(url: "https://github.com/apple/swift-metrics", exact: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus", exact: "2.4.1"),
        // The app's SQLite library, as ../Package.swift pins it: the tests keep rows on a SQLite store with it.
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
    ],
    targets: [
        /// The accounts', sessions' and each feature's repositories on PostgreSQL (postgres-nio), with their migrations.
        module(
            "PostgresStorage", uses: ["UseCases", "Storage", "Models", "PostgresNIO", "Logging", "Metrics", "NIOCore", "ServiceLifecycle"]),
        /// The HTTP server: the contract's handlers on the live use cases, authentication, problems, logs.
        module(
            "Server",
            uses: [
                "API", "UseCases", "Models", "Storage", "PostgresStorage", "Hummingbird", "HummingbirdCore", "OpenAPIHummingbird",
                "OpenAPIRuntime", "PostgresNIO", "ServiceLifecycle", "Logging", "HTTPTypes", "NIOCore", "NIOHTTP1", "NIOHTTPTypes",
                "Metrics", "Prometheus",
            ]),
        /// The executable: flags, then the server.
        program(
            "bazaar-server",
            uses: [
                "Server", "PostgresStorage", "Models", "UseCases", "Storage", "ArgumentParser", "Logging", "ServiceLifecycle",
                "Hummingbird", "Metrics", "Prometheus",
            ]),
        /// bazaar-web: the app's screens as web pages (the `Web` front end), served on loopback (`make web`).
        program(
            "bazaar-web",
            uses: [
                "App", "RemoteApp", "Web", "Server", "Storage", "Models", "UseCases", "LoginUseCases", "Hummingbird", "HTTPTypes",
                "NIOCore", "Logging", "ArgumentParser",
            ]),
        /// What the server's tests and each feature tree's share (tests only): the stores a test runs on (SQLite,
        /// a throwaway PostgreSQL, one behind a `FaultProxy`), the application in process and its requests
        /// (`ServerSuite`), the real binary (`ServerProcess`), HTTP over loopback.
        module(
            "ServerTesting",
            uses: [
                "Server", "PostgresStorage", "UseCases", "Models", "Storage", "Hummingbird", "HummingbirdCore", "NIOCore", "NIOHTTP1",
                "NIOPosix", "HTTPTypes", "PostgresNIO", "Logging", "InMemoryLogging", "GRDB", "ServiceLifecycle",
            ]),
        tests(
            "ServerTests",
            uses: [
                "Server", "ServerTesting", "PostgresStorage", "API", "Remote", "TestSupport", "UseCases", "Models", "Storage",
                "Hummingbird", "NIOCore", "NIOPosix", "NIOEmbedded", "NIOHTTPTypes", "HTTPTypes", "OpenAPIRuntime", "PostgresNIO",
                "Logging", "InMemoryLogging", "GRDB",
            ]),
    ]
)

for target in package.targets where hosts.contains(target.name) {
    target.dependencies += built.flatMap { feature in uses(app(feature, "Models", "UseCases", "Storage", "API")) }
}

// Each feature's tree here, Modules/FEATURE/: its repositories and migrations on PostgreSQL (PostgresStorage/,
// the module FEATUREPostgresStorage, a `PostgresFeature`), and its operations' handler and its `ServerFeature`
// (Server/, the module FEATUREServer, its handler's generated part in Server/Generated: make api).
for feature in built where FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/Modules/\(feature)/PostgresStorage") {
    package.targets += [
        module(
            feature + "PostgresStorage", path: "Modules/\(feature)/PostgresStorage",
            uses: ["PostgresStorage", "UseCases", "Storage", "Models", "PostgresNIO", "Logging"]
                + app(feature, "Models", "UseCases", "Storage")),
        module(
            feature + "Server", path: "Modules/\(feature)/Server",
            uses: ["Server", "PostgresStorage", "API", "UseCases", "Storage", "Models", "OpenAPIRuntime", "HTTPTypes", "Metrics"]
                + app(feature, "Models", "UseCases", "Storage", "API") + [feature + "PostgresStorage"]),
    ]
    // Login's tree is the skeleton's: the test support serves it beside any feature (`signingIn`), and a
    // feature's programs sign people in through it.
    for target in package.targets where feature == login && target.name == "ServerTesting" {
        target.dependencies += uses(feature + "PostgresStorage", feature + "Server")
    }
    for target in package.targets where hosts.contains(target.name) {
        target.dependencies += uses(feature + "PostgresStorage", feature + "Server")
        target.swiftSettings = (target.swiftSettings ?? []) + [.define("FEATURE_\(feature)")]
    }
    // Its tests (Tests/, the target FEATUREServerTests), on ServerTesting and its own modules only.
    if FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/Modules/\(feature)/Tests") {
        package.targets.append(
            tests(
                feature + "ServerTests", path: "Modules/\(feature)/Tests",
                uses: [
                    "ServerTesting", "Server", "PostgresStorage", "API", "UseCases", "Models", "Storage", "Hummingbird", "HTTPTypes",
                    "PostgresNIO", "Logging", "InMemoryLogging", "NIOCore",
                ] + app(feature, "Models", "UseCases", "Storage", "API") + [feature + "PostgresStorage", feature + "Server"]))
    }
}

// A feature's own programs: each folder Modules/FEATURE/PROGRAM (a feature tree's) or Sources/FEATURE/PROGRAM
// holding a main.swift (a benchmark's baseline, say) is an executable on the server's modules, built with them.
// SwiftPM keeps what this manifest said by its text: in a checkout that has built, a program's folder added or
// removed is seen once this file's text changes (or with ~/.cache/org.swift.swiftpm/manifests removed); until
// then, a removed one fails the build.
let programs = ["Modules", "Sources"].flatMap { folder in
    let root = Context.packageDirectory + "/" + folder
    return ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted().flatMap { feature in
        ((try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(feature)")) ?? []).sorted()
            .filter { FileManager.default.fileExists(atPath: "\(root)/\(feature)/\($0)/main.swift") }.map { (folder, feature, $0) }
    }
}
// (With BAZAAR_FEATURE, another feature's programs are left out with it.)
for (folder, feature, name) in programs
where !package.targets.contains(where: { $0.name == feature }) && (built.contains(feature) || !features.contains(feature)) {
    package.targets.append(
        program(
            name, path: "\(folder)/\(feature)/\(name)",
            uses: [
                "Server", "PostgresStorage", "API", "Models", "UseCases", "Storage", "Hummingbird", "HTTPTypes", "NIOCore", "Logging",
                "PostgresNIO",
            ]
                + (built.contains(feature)
                    ? app(feature, "Models", "UseCases", "Storage", "API") + ["\(feature)PostgresStorage", "\(feature)Server"] : [])
                + (feature == login ? [] : [login + "Server"])))
}
if let only {
    package.targets.removeAll { $0.type == .test && $0.name != "\(only)ServerTests" }
}
