// swift-tools-version: 6.2
//
// Bazaar: a multi-module Swift app skeleton.
//
// The module table in README.md is the law here: every target below depends
// on exactly the modules its row allows, and `make` builds with
// `--explicit-target-dependency-import-check=error`, so an import that is not
// declared here fails the build.

import Foundation
import PackageDescription

/// Settings every first-party target shares: Swift 6 mode (the tools-version
/// default), complete strict concurrency, and no warnings tolerated.
///
/// `NonisolatedNonsendingByDefault` (SE-0461): a nonisolated `async` function or closure runs on its
/// caller's actor instead of hopping to the global pool, so a command's use case and its reads run on
/// the main actor with no thread hand-off; work that must leave the caller says so with `@concurrent`.
let strict: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("InternalImportsByDefault"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

/// The features, each one tree `Modules/NAME/` holding all of it, joined by its line here. Each folder of the
/// tree is a module of the feature on a layer (`Models/` is `NAMEModels`, `UseCases/` is `NAMEUseCases`), each
/// on the same layer rules as the core's module of that layer, and on the feature's own lower layers;
/// `Testing/` is its doubles for tests (`NAMETesting`), `Tests/` its tests (`NAMETests`, which builds alone).
let features: [String] = [
    "Login",  // the skeleton's own: a new app keeps it
    "Marketplace",  // example
    // make feature: features go above this line
]
/// `BAZAAR_FEATURE=Notes` in the environment (what `make test-feature NAME=notes` sets): the package holds that
/// feature alone and, of the tests, only its own, so they build without any other feature or the core's tests.
/// The composition roots compile in each feature the build holds by its flag, `FEATURE_Notes` (their generated
/// lists, scripts/features.sh).
let only = ProcessInfo.processInfo.environment["BAZAAR_FEATURE"].flatMap { $0.isEmpty ? nil : $0 }
/// The skeleton's tree that logs people in, built whatever BAZAAR_FEATURE says: every program and the test apps
/// open on its screen. The core's test support and the GUI guide's examples take it as the composition roots do.
/// (Declared before its first use: a manifest's globals are set in order, and one read before is not set yet.)
let login = "Login"
let built = features.filter { only == nil || $0 == only || $0 == login }
let loginHosts: [String: [String]] = [
    "AppTesting": ["Coordinator", "TextShell"], "WebTests": ["Coordinator", "TextShell"], "CoordinatorTests": ["Coordinator"],
    "GUIExamples": ["Models", "ViewModels", "Presenters"], "GUIExamplesTests": ["Models", "ViewModels", "Presenters"],
]

let package = Package(
    name: "Bazaar",
    // What the core needs (Clock and Duration, parameterized protocol types); the terminal front end runs on
    // macOS and Linux.
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .executable(name: "bazaar", targets: ["bazaar"]),
        // The core, one product per module, so an app target takes exactly what it needs.
        .library(name: "Models", targets: ["Models"]),
        .library(name: "UseCases", targets: ["UseCases"]),
        .library(name: "ViewModels", targets: ["ViewModels"]),
        .library(name: "Presenters", targets: ["Presenters"]),
        .library(name: "Coordinator", targets: ["Coordinator"]),
        .library(name: "TextShell", targets: ["TextShell"]),
        .library(name: "Storage", targets: ["Storage"]),
        .library(name: "TestSupport", targets: ["TestSupport"]),
        // The composition root and the web front end, for bazaar-web (Server/), which serves the app's pages.
        .library(name: "App", targets: ["App"]),
        .library(name: "Web", targets: ["Web"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto", exact: "4.5.2"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", exact: "1.1.1"),
    ],
    targets: [
        // MARK: - Core (no third-party code)

        /// Value types shared by every layer: users, money, the errors a person is shown.
        .target(
            name: "Models", path: "Modules/Models",
            exclude: ["README.md"], swiftSettings: strict),

        /// Business rules: use cases as structs of closures with live implementations, repository protocols.
        .target(
            name: "UseCases", dependencies: ["Models"], path: "Modules/UseCases",
            exclude: ["README.md"], swiftSettings: strict),

        /// One view model per screen, each with Inputs, Outputs and Type protocols; effects scoped per screen.
        .target(
            name: "ViewModels", dependencies: ["UseCases", "Models"], path: "Modules/ViewModels",
            exclude: ["README.md"], swiftSettings: strict),

        /// Per screen: a command enum, commands to inputs, outputs to a `ScreenView`, requests of its flow;
        /// route declarations; the `Navigator` every front end drives.
        .target(
            name: "Presenters", dependencies: ["ViewModels", "Models"], path: "Modules/Presenters",
            exclude: ["README.md"], swiftSettings: strict),

        /// Flows, navigation stacks and the screen factory: decides what a request means (`Navigator`).
        .target(
            name: "Coordinator",
            dependencies: ["Presenters", "ViewModels", "UseCases", "Models"],
            path: "Modules/Coordinator",
            exclude: ["README.md"],
            swiftSettings: strict
        ),

        /// What a line-based front end needs and a GUI does not: command words, the parser, completion,
        /// `CommandShell`, and `TextApp`, which puts the app together for the terminal, JSON Lines and tests.
        .target(
            name: "TextShell", dependencies: ["Coordinator", "Presenters", "ViewModels", "UseCases", "Models"], path: "Modules/TextShell",
            exclude: ["README.md"], swiftSettings: strict),

        // MARK: - Edges (the only places that touch SQLite, the network and the terminal)

        /// Repository implementations on SQLite (GRDB), migrations, seed data, password hashing.
        .target(
            name: "Storage",
            dependencies: [
                "UseCases", "Models",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "CryptoExtras", package: "swift-crypto"),
            ],
            path: "Modules/Storage",
            exclude: ["README.md"],
            swiftSettings: strict
        ),

        /// The system C library libedit, seen through a small shim header.
        .systemLibrary(
            name: "CLibedit",
            path: "Modules/CLibedit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),

        /// Line editing on libedit: line readers, the history file, hidden input, signals. Knows nothing of Bazaar.
        .target(
            name: "LineEditing",
            dependencies: ["CLibedit"],
            path: "Modules/LineEditing",
            exclude: ["README.md"],
            swiftSettings: strict
        ),

        /// The terminal front end: a `ScreenView` that draws text, and the command loop, on LineEditing.
        .target(
            name: "REPL",
            dependencies: ["TextShell", "Presenters", "Models", "LineEditing"],
            path: "Modules/REPL",
            exclude: ["README.md"],
            swiftSettings: strict
        ),

        /// The machine front end (`--json`): the same screens as JSON events, one request and one event per line.
        .target(
            name: "JSONLines",
            dependencies: ["TextShell", "Presenters", "Models"],
            path: "Modules/JSONLines",
            exclude: ["README.md"],
            swiftSettings: strict
        ),

        /// The web front end: the same screens as pages (`WebSite`, sessions, forms, HTML); served by bazaar-web.
        .target(
            name: "Web",
            dependencies: ["TextShell", "Coordinator", "Presenters", "ViewModels", "UseCases", "Models"],
            path: "Modules/Web",
            exclude: ["README.md"],
            swiftSettings: strict
        ),

        // MARK: - Composition root

        /// The app's command: parses flags, builds the live environment, starts a front end.
        .target(
            name: "App",
            dependencies: [
                "Models", "UseCases", "Storage", "ViewModels", "Presenters", "TextShell", "Coordinator", "REPL", "JSONLines",
                "LineEditing",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "App",
            exclude: ["Executable"],
            swiftSettings: strict
        ),

        /// The `bazaar` executable: the app on this device's store.
        .executableTarget(name: "bazaar", dependencies: ["App"], path: "App/Executable", swiftSettings: strict),

        // MARK: - Test support

        /// Output recorders, exhaustive mode and use-case doubles, for test targets only.
        .target(
            name: "TestSupport",
            dependencies: ["Models", "UseCases", "ViewModels", "Presenters", .product(name: "Clocks", package: "swift-clocks")],
            path: "Modules/TestSupport",
            exclude: ["README.md"],
            swiftSettings: strict
        ),

        /// The app as a person types it (`TestApp`, `TranscriptView`), for the tests of the coordinator and of each
        /// feature's screens; for test targets only.
        .target(
            name: "AppTesting",
            dependencies: [
                "TextShell", "JSONLines", "REPL", "LineEditing", "Coordinator", "Presenters", "ViewModels", "UseCases", "Models",
                "TestSupport",
            ],
            path: "Modules/AppTesting",
            swiftSettings: strict
        ),

        /// Fixtures for tests of a store on SQLite: a fast hasher, the demo's ids, fresh databases, temporary
        /// folders; for test targets only.
        .target(
            name: "StorageTesting",
            dependencies: ["Storage", "Models"],
            path: "Modules/StorageTesting",
            swiftSettings: strict
        ),

        // MARK: - Tests (one target per module, plus the binary end to end)

        .testTarget(name: "ModelsTests", dependencies: ["Models", "TestSupport"], swiftSettings: strict),
        .testTarget(
            name: "UseCasesTests",
            dependencies: ["UseCases", "Models", "TestSupport", .product(name: "Clocks", package: "swift-clocks")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "StorageTests",
            dependencies: [
                "Storage", "StorageTesting", "TestSupport", "UseCases", "Models", .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ViewModelsTests",
            dependencies: ["ViewModels", "UseCases", "Models", "TestSupport", .product(name: "Clocks", package: "swift-clocks")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "PresentersTests",
            dependencies: ["Presenters", "ViewModels", "UseCases", "Models", "TestSupport"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "TextShellTests",
            dependencies: ["TextShell", "Presenters", "Models"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "CoordinatorTests",
            dependencies: [
                "AppTesting", "Coordinator", "TextShell", "Presenters", "ViewModels", "UseCases", "Models", "TestSupport",
                .product(name: "Clocks", package: "swift-clocks"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "TestSupportTests",
            dependencies: ["TestSupport", "UseCases", "Models", .product(name: "Clocks", package: "swift-clocks")],
            swiftSettings: strict
        ),
        .testTarget(name: "LineEditingTests", dependencies: ["LineEditing"], exclude: ["README.md"], swiftSettings: strict),
        .testTarget(
            name: "REPLTests",
            dependencies: [
                "REPL", "LineEditing", "AppTesting", "Coordinator", "TextShell", "Presenters", "ViewModels", "UseCases", "Models",
                "TestSupport",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "WebTests",
            dependencies: [
                "Web", "TextShell", "Coordinator", "Presenters", "UseCases", "Models", "Storage", "StorageTesting", "TestSupport",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "JSONLinesTests",
            dependencies: [
                "JSONLines", "AppTesting", "Coordinator", "TextShell", "Presenters", "ViewModels", "UseCases", "Models", "TestSupport",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["bazaar"],
            swiftSettings: strict
        ),
        /// The GUI guide's UIKit and SwiftUI examples (docs/gui.md), compiled with the UI frameworks stubbed where
        /// they do not exist (tests only: their tests, and each feature's, run them against the real core, so they
        /// cannot drift from it).
        .target(
            name: "GUIExamples",
            dependencies: ["Presenters", "ViewModels", "UseCases", "Models"],
            path: "Modules/GUIExamples",
            swiftSettings: strict
        ),
        .testTarget(
            name: "GUIExamplesTests",
            dependencies: ["GUIExamples", "Presenters", "ViewModels", "UseCases", "Models", "TestSupport"],
            swiftSettings: strict
        ),
    ]
)

// The HTTP contract, its client and the app on a server (`bazaar --server URL`); the server itself is the
// package in Server/, so that an app depending on the core never builds it.

/// The generated code of the API target: `strict` but for `InternalImportsByDefault`, so the generator's
/// imports are public as its public declarations need (see scripts/api.sh).
let generated: [SwiftSetting] = [
    .treatAllWarnings(as: .error),
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
]

package.products += [
    .executable(name: "bazaar-remote", targets: ["bazaar-remote"]),
    .library(name: "API", targets: ["API"]),
    .library(name: "Remote", targets: ["Remote"]),
    .library(name: "RemoteApp", targets: ["RemoteApp"]),
]
package.dependencies += [
    .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4"),
    .package(url: "https://github.com/apple/swift-http-types", exact: "1.8.0"),
]
package.targets += [
    /// The HTTP contract: `openapi.yaml`, the Swift generated from it (committed; `make api` regenerates it),
    /// and the one mapping between the Models errors and the contract's problem codes.
    .target(
        name: "API",
        dependencies: ["Models", .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")],
        path: "Modules/API",
        exclude: ["README.md", "Contract", "openapi.yaml", "openapi-generator-config.yaml", "openapi.sha256"],
        swiftSettings: generated
    ),

    /// The use cases served by a `bazaar-server` (`bazaar --server URL`): the generated client on URLSession,
    /// which iOS has too, with a deadline, a bound on what it reads and no redirect to another origin; the
    /// session's token in memory; problems mapped back onto the Models errors.
    .target(
        name: "Remote",
        dependencies: [
            "API", "UseCases", "Models",
            .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ],
        path: "Modules/Remote",
        swiftSettings: strict
    ),

    /// `bazaar-remote`: the app on a server's use cases, which `bazaar --server` runs, so that `bazaar`
    /// itself never links the network stack (libcurl, on Linux).
    /// The app's use cases on a bazaar-server (`--server`): the feature trees the server serves, joined by a line
    /// each; what bazaar-remote and bazaar-web run on.
    .target(
        name: "RemoteApp", dependencies: ["App", "Remote", "UseCases", "Models"], path: "App/RemoteApp", swiftSettings: strict),
    .executableTarget(
        name: "bazaar-remote", dependencies: ["App", "RemoteApp"], path: "App/RemoteExecutable", swiftSettings: strict),

    /// The real programs as a person or a script runs them (`bazaar` and `bazaar-remote` beside the test bundle,
    /// `bazaar-server` named by BAZAAR_SERVER_BINARY): runs, a pseudo-terminal, a JSON Lines client, a server
    /// process, a database file opened by another program, transcripts; and the kinds of end-to-end suite whose
    /// helpers a feature's suites share (tests only).
    .target(
        name: "EndToEndTesting",
        dependencies: [
            "Remote", .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ],
        path: "Modules/EndToEndTesting",
        swiftSettings: strict
    ),
    .testTarget(name: "APITests", dependencies: ["API", "RemoteTesting", "Models"], swiftSettings: strict),
    /// A scripted network for tests of a back end on `Remote`: answers in order, requests kept; the checks of a
    /// problem mapping (tests only).
    .target(
        name: "RemoteTesting",
        dependencies: [
            "Remote", "API", "Models", .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ],
        path: "Modules/RemoteTesting",
        swiftSettings: strict
    ),
    .testTarget(
        name: "RemoteTests",
        dependencies: [
            "Remote", "RemoteTesting", "API", "UseCases", "Models", "TestSupport",
            .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ],
        swiftSettings: strict
    ),
]
for target in package.targets {
    switch target.name {
    case "App":
        // `bazaar-remote` is a target of its own inside App/.
        target.exclude += ["RemoteExecutable", "RemoteApp"]
    case "EndToEndTests":
        target.dependencies += [
            "EndToEndTesting", "bazaar-remote", "Remote", "API", "UseCases", "Models", "Storage",
            .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ]
    default:
        break
    }
}

// MARK: - Features

/// A feature's layers, lowest first: each a folder of its tree, what its module may import of the core (the
/// row of that layer in the README's module table), and which of its own feature's layers.
let layers: [(folder: String, core: [Target.Dependency], own: [String])] = [
    ("Models", ["Models"], []),
    ("UseCases", ["UseCases", "Models"], ["Models"]),
    ("ViewModels", ["ViewModels", "UseCases", "Models"], ["Models", "UseCases"]),
    ("Storage", ["Storage", "UseCases", "Models", .product(name: "GRDB", package: "GRDB.swift")], ["Models", "UseCases"]),
    ("API", ["API", "Models", .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime")], ["Models"]),
    (
        "Remote",
        [
            "Remote", "API", "UseCases", "Models", .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ], ["Models", "UseCases", "API"]
    ),
    ("Presenters", ["Presenters", "ViewModels", "Models"], ["Models", "ViewModels"]),
    (
        "Coordinator", ["Coordinator", "Presenters", "ViewModels", "UseCases", "Models"],
        ["Models", "UseCases", "ViewModels", "Presenters"]
    ),
    ("TextShell", ["TextShell", "Presenters", "Models"], ["Models", "Presenters"]),
    ("Testing", ["TestSupport", "UseCases", "Models"], ["Models", "UseCases"]),
]
/// The core modules that still hold a feature's upper layers in a folder named for it (`Modules/Storage/NAME/`),
/// and the layers of the feature they use: they use its lower modules until those layers move into its tree.
let hosts: [String: [String]] = [
    "RemoteApp": ["Remote"],
    "App": ["Storage", "Coordinator", "TextShell"],
    "ViewModelsTests": ["Models", "UseCases", "ViewModels", "Testing"],
    "PresentersTests": ["Models", "UseCases", "ViewModels", "Presenters", "Testing"],
]
for feature in built {
    let root = "Modules/\(feature)"
    var modules: [String] = []
    for layer in layers where FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/\(root)/\(layer.folder)") {
        let name = feature + layer.folder
        let own = layer.own.map { feature + $0 }.filter(modules.contains)
        package.targets.append(
            .target(
                name: name, dependencies: layer.core + own.map { .target(name: $0) }, path: "\(root)/\(layer.folder)",
                swiftSettings: strict))
        package.products.append(.library(name: name, targets: [name]))
        modules.append(name)
    }
    if FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/\(root)/Tests") {
        package.targets.append(
            .testTarget(
                name: "\(feature)Tests",
                dependencies: modules.map { .target(name: $0) } + [
                    "TestSupport", "StorageTesting", "RemoteTesting", "AppTesting", "GUIExamples", "Storage", "Remote", "API", "TextShell",
                    "JSONLines", "REPL", "LineEditing", "Coordinator", "Presenters",
                    "ViewModels", "UseCases", "Models", .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                    .product(name: "HTTPTypes", package: "swift-http-types"),
                    .product(name: "GRDB", package: "GRDB.swift"),
                    .product(name: "Clocks", package: "swift-clocks"),
                ],
                path: "\(root)/Tests", swiftSettings: strict))
    }
    // Its end-to-end tests (EndToEndTests/, the target FEATUREEndToEndTests): the real programs, which hold every feature.
    if FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/\(root)/EndToEndTests") {
        package.targets.append(
            .testTarget(
                name: "\(feature)EndToEndTests",
                dependencies: modules.map { .target(name: $0) } + [
                    "EndToEndTesting", "bazaar", "bazaar-remote", "Remote", "API", "UseCases", "Models", "Storage",
                    .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                    .product(name: "HTTPTypes", package: "swift-http-types"),
                ],
                path: "\(root)/EndToEndTests", swiftSettings: strict))
    }
    for target in package.targets {
        let hosted = (hosts[target.name] ?? []) + (feature == login ? loginHosts[target.name] ?? [] : [])
        target.dependencies += hosted.map { feature + $0 }.filter(modules.contains).map { .target(name: $0) }
    }
    for target in package.targets where ["App", "RemoteApp"].contains(target.name) {
        target.swiftSettings = (target.swiftSettings ?? []) + [.define("FEATURE_\(feature)")]
    }
}
if let only {
    package.targets.removeAll { $0.type == .test && !["\(only)Tests", "\(only)EndToEndTests"].contains($0.name) }
}
