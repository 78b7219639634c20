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

let package = Package(
    name: "BazaarServer",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "bazaar-server", targets: ["bazaar-server"])
    ],
    dependencies: [
        .package(name: "Bazaar", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
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
    ],
    targets: [
        /// The repositories, ledger and session store on PostgreSQL (postgres-nio), with their migrations.
        .target(
            name: "PostgresStorage",
            dependencies: [
                .product(name: "UseCases", package: "Bazaar"),
                .product(name: "Storage", package: "Bazaar"),
                .product(name: "Models", package: "Bazaar"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ],
            swiftSettings: strict
        ),
        /// The HTTP server: the contract's handlers on the live use cases, authentication, problems, logs.
        .target(
            name: "Server",
            dependencies: [
                .product(name: "API", package: "Bazaar"),
                .product(name: "UseCases", package: "Bazaar"),
                .product(name: "Models", package: "Bazaar"),
                .product(name: "Storage", package: "Bazaar"),
                "PostgresStorage",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "OpenAPIHummingbird", package: "swift-openapi-hummingbird"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            swiftSettings: strict
        ),
        /// The executable: flags, then the server.
        .executableTarget(
            name: "bazaar-server",
            dependencies: [
                "Server", "PostgresStorage",
                .product(name: "Models", package: "Bazaar"),
                .product(name: "UseCases", package: "Bazaar"),
                .product(name: "Storage", package: "Bazaar"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ServerTests",
            dependencies: [
                "Server", "PostgresStorage",
                .product(name: "API", package: "Bazaar"),
                .product(name: "Remote", package: "Bazaar"),
                .product(name: "TestSupport", package: "Bazaar"),
                .product(name: "UseCases", package: "Bazaar"),
                .product(name: "Models", package: "Bazaar"),
                .product(name: "Storage", package: "Bazaar"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strict
        ),
    ]
)

// A feature's own programs: each folder Sources/FEATURE/PROGRAM holding a main.swift (a benchmark's baseline,
// say) is an executable on the server's modules, built with them. SwiftPM keeps what this manifest said by its
// text: in a checkout that has built, a program's folder added or removed is seen once this file's text changes
// (or with ~/.cache/org.swift.swiftpm/manifests removed); until then, a removed one fails the build.
let sources = Context.packageDirectory + "/Sources"
let programs = ((try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []).sorted().flatMap { feature in
    ((try? FileManager.default.contentsOfDirectory(atPath: "\(sources)/\(feature)")) ?? []).sorted()
        .filter { FileManager.default.fileExists(atPath: "\(sources)/\(feature)/\($0)/main.swift") }.map { (feature, $0) }
}
for (feature, program) in programs where !package.targets.contains(where: { $0.name == feature }) {
    package.targets.append(
        .executableTarget(
            name: program,
            dependencies: [
                "Server", "PostgresStorage", .product(name: "API", package: "Bazaar"), .product(name: "Models", package: "Bazaar"),
                .product(name: "UseCases", package: "Bazaar"), .product(name: "Storage", package: "Bazaar"),
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"), .product(name: "Logging", package: "swift-log"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
            ], path: "Sources/\(feature)/\(program)", swiftSettings: strict))
}
