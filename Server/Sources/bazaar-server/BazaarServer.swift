import ArgumentParser
import Foundation
import Hummingbird
import Logging
import Metrics
import Models
import PostgresStorage
import Prometheus
import Server
import ServiceLifecycle
import Storage
import UseCases

/// `bazaar-server`: the app's HTTP API (Modules/API/openapi.yaml) on the app's own use cases.
@main
struct BazaarServer: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bazaar-server",
        abstract: "Serve the Bazaar API over HTTP.",
        discussion: """
            Keeps data in an embedded SQLite file by default; with --database-url in PostgreSQL, which several \
            servers can share (DATABASE_URL, when neither --database nor --in-memory is given). SIGTERM or SIGINT stops taking requests, finishes those in flight and exits 0.
            """,
        version: "0.1.0"
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free port, printed at start).")
    var port = 8080

    @Option(name: .customLong("database"), help: "SQLite file to keep data in (default: bazaar-server.sqlite).")
    var databaseFile: String?

    @Flag(help: "Keep everything in memory (SQLite); nothing is saved.")
    var inMemory = false

    @Option(help: "PostgreSQL to keep data in, as postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE (or DATABASE_URL).")
    var databaseURL: String?

    @Flag(help: "Put the demo account (demo@bazaar.dev) and what each feature gives it into the database, if it lacks them.")
    var seedDemo = false

    @Flag(
        inversion: .prefixedNo,
        help: "Serve GET /metrics (Prometheus' text format): requests, durations, the database pool's use.")
    var metrics = true

    @Option(help: "Seconds a connection may send nothing before it is closed (a client trickling its request cannot hold one).")
    var idleTimeout = 30

    @Option(help: "Connections one client address may hold open at once; past it a new one is closed at once.")
    var maxConnectionsPerClient = 128

    @Option(help: "Connections to PostgreSQL the server keeps at most (its pool); requests wait for one when all are busy.")
    var databaseConnections = 20

    @Option(
        name: .customLong("trusted-proxy"),
        help:
            "The IP address of a proxy that forwards for many clients (bazaar-web with --server): its requests count against the client its X-Forwarded-For names, past every proxy trusted. Repeat for each."
    )
    var trustedProxies: [String] = []

    @Option(help: "Log level: trace, debug, info, notice, warning, error or critical.")
    var logLevel = "info"

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535, not \(port)") }
        for proxy in trustedProxies where ClientAddress<ServerContext>.ipAddress(proxy) == nil {
            throw ValidationError("--trusted-proxy must be an IP address (such as 127.0.0.1 or ::1), not '\(proxy)'")
        }
        guard (1...3600).contains(idleTimeout) else {
            throw ValidationError("--idle-timeout must be 1 to 3600 seconds, not \(idleTimeout)")
        }
        guard (1...100_000).contains(maxConnectionsPerClient) else {
            throw ValidationError("--max-connections-per-client must be 1 to 100000, not \(maxConnectionsPerClient)")
        }
        guard (1...1000).contains(databaseConnections) else {
            throw ValidationError("--database-connections must be 1 to 1000, not \(databaseConnections)")
        }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be one of trace, debug, info, notice, warning, error, critical")
        }
        let places = [(databaseFile != nil, "--database"), (inMemory, "--in-memory"), (databaseURL != nil, "--database-url")]
        let named = places.filter(\.0).map(\.1)
        if named.count > 1 {
            throw ValidationError("\(named.joined(separator: " and ")) name different places to keep data: give one")
        }
        if let url = postgresText, PostgresURL(url) == nil {
            guard !url.contains("?") else {
                throw ValidationError("the database URL takes no parameters (such as ?sslmode=): bazaar-server connects without TLS")
            }
            throw ValidationError("the database URL is not postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE")
        }
    }

    /// The PostgreSQL URL from the flag, or from the environment when no flag names a place to keep data.
    var postgresText: String? {
        if let databaseURL { return databaseURL }
        guard databaseFile == nil, !inMemory else { return nil }
        return ProcessInfo.processInfo.environment["DATABASE_URL"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The SQLite file, when data is kept in one.
    var databasePath: String { databaseFile ?? "bazaar-server.sqlite" }

    func run() async throws {
        LoggingSystem.bootstrap { label in StreamLogHandler.standardError(label: label) }
        var logger = Logger(label: "bazaar-server")
        logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
        let hasher = PBKDF2PasswordHasher()
        // Counted only when served: otherwise swift-metrics' default, which records nothing, at no cost.
        let registry = PrometheusCollectorRegistry()
        if metrics { MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry)) }

        let serverStore: ServerStore
        var services: [any Service] = []
        let storage: String
        if let text = postgresText, let url = PostgresURL(text) {
            guard url.isReachable(within: .seconds(3)) else {
                throw ServerFailure("cannot reach PostgreSQL at \(url.host):\(url.port) within 3 s; is it running? (\(url.redacted))")
            }
            let connections = databaseConnections
            let pools = url.pools(connections: connections, logger: logger)
            Gauge(label: "bazaar_database_connections_max").record(connections)
            let store = PostgresStore(pools: pools, logger: logger)
            services.append(contentsOf: pools)
            // Migrated (and seeded) on a connection of its own before the server starts: its pools run as the
            // application's services, and serve once it listens.
            let seed = seedDemo
            try await url.withConnection(logger: logger) { connection in
                // A pool the database cannot hold would fail under load: once a connection is refused, the pool
                // queues requests rather than hand them the connections it has (503s for a minute).
                let limit = try await PostgresStore.connectionLimit(on: connection, logger: logger)
                guard connections <= limit else {
                    throw ServerFailure(
                        "--database-connections \(connections) is more than PostgreSQL lets this server open (\(limit): max_connections less those reserved); lower it, or raise max_connections"
                    )
                }
                try await PostgresStore.migrate(on: connection, logger: logger, parts: Self.features.postgresParts)
                if seed {
                    try await PostgresStore.seedDemo(
                        user: DemoData.user, passwordHash: try DemoData.passwordHash(for: hasher), on: connection, logger: logger,
                        parts: Self.features.postgresParts)
                }
            }
            serverStore = .postgres(store)
            storage = url.redacted
        } else {
            let database: AppDatabase
            do {
                database =
                    inMemory
                    ? try AppDatabase.inMemory(hasher: hasher, seedsDemo: false, parts: Self.features.parts)
                    : try AppDatabase.file(at: databasePath, hasher: hasher, seedsDemo: false, parts: Self.features.parts)
                if seedDemo { try await database.seedDemo(hasher: hasher) }
            } catch {
                throw ServerFailure("cannot open the database at '\(databasePath)': \(error)")
            }
            if database.isReadOnly {
                logger.warning(
                    "the database at '\(databasePath)' is read-only: nothing can be saved, and GET /ready answers 503 until it is writable (chmod u+w) and the server started again"
                )
            }
            serverStore = .sqlite(database)
            storage = inMemory ? "memory (SQLite)" : "\(databasePath) (SQLite)"
        }

        let host = host
        let application = try ServerApplication.make(
            useCases: .live(store: serverStore, features: Self.features, hasher: hasher), host: host, port: port, logger: logger,
            metrics: metrics ? registry : nil, idleTimeout: .seconds(Int64(idleTimeout)),
            connections: .forThisProcess(perClient: maxConnectionsPerClient), trustedProxies: Set(trustedProxies), services: services,
            onListening: { port in
                // On stdout, once, for a person and for a program that started the server on port 0.
                FileHandle.standardOutput.write(Data("bazaar-server: listening on http://\(host):\(port), data in \(storage)\n".utf8))
            })
        try await application.runService()
    }
}

/// Why the server cannot start, in one line.
struct ServerFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
