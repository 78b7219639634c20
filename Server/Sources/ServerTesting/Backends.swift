import Foundation
import GRDB
public import Logging
import Models
public import PostgresNIO
public import PostgresStorage
public import Server
public import Testing
import UseCases

@testable public import Storage

/// A store the contract suite runs on: SQLite in memory, a SQLite file, and PostgreSQL (a database of its
/// own for each test, in the throwaway cluster `scripts/postgres.sh` starts: see `BAZAAR_TEST_POSTGRES`).
public enum Backend: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqliteMemory, sqliteFile, postgres

    public var testDescription: String { rawValue }

    /// A fast hasher: the suite is about stores, not the cost of a hash.
    public static let hasher = PBKDF2PasswordHasher(rounds: 1_000)
    /// Quiet: a client stopped at the end of a test reports the connection it was opening as failed.
    public static let logger: Logger = {
        var logger = Logger(label: "bazaar-server-tests")
        logger.logLevel = .critical
        return logger
    }()

    /// The admin URL of the throwaway cluster, when there is one.
    public static let postgresAdmin: PostgresURL? = ProcessInfo.processInfo.environment["BAZAAR_TEST_POSTGRES"].flatMap(PostgresURL.init)

    /// Every backend this run can reach: PostgreSQL only beside a cluster. Under CI=true a missing cluster
    /// fails the run (see `postgresIsHereUnderCI`), so CI never passes on SQLite alone.
    public static var available: [Backend] { postgresAdmin == nil ? [.sqliteMemory, .sqliteFile] : allCases }

    /// Runs `body` on this backend's store with the parts of `features`, seeded with the demo account (and each
    /// feature's demo data), and removes what it made (the file, the database) on every exit path.
    public func withStore<T: Sendable>(
        _ features: [ServerFeature], _ body: @Sendable (ServerStore) async throws -> T
    ) async throws -> T {
        let features = features.signingIn
        switch self {
        case .sqliteMemory:
            return try await body(.sqlite(try AppDatabase.inMemory(hasher: Self.hasher, parts: features.parts)))
        case .sqliteFile:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bazaar-server-test-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let path = folder.appendingPathComponent("bazaar.sqlite").path
            return try await body(.sqlite(try AppDatabase.file(at: path, hasher: Self.hasher, parts: features.parts)))
        case .postgres:
            return try await Self.withPostgres(features) { store in try await body(.postgres(store)) }
        }
    }

    /// Runs `body` on a PostgreSQL store of a new database, seeded as `withStore` seeds one, and drops it.
    public static func withPostgres<T: Sendable>(
        _ features: [ServerFeature], _ body: @Sendable (PostgresStore) async throws -> T
    ) async throws -> T {
        guard let admin = Self.postgresAdmin else { throw PostgresMissing() }
        return try await Self.withDatabase(admin) { url in
            try await Self.withClient(url) { client in
                let store = PostgresStore(client: client, logger: Self.logger)
                try await Self.saying("migrating and seeding the test's database") { try await Self.migrateAndSeed(store, features) }
                return try await body(store)
            }
        }
    }

    public struct PostgresMissing: Error {
        public init() {}
    }

    /// Migrates `store` and puts the demo account (and each feature's demo data) in it.
    public static func migrateAndSeed(_ store: PostgresStore, _ features: [ServerFeature]) async throws {
        let features = features.signingIn
        try await store.migrate(parts: features.postgresParts)
        try await store.seedDemo(
            user: DemoData.user, passwordHash: try DemoData.passwordHash(for: Self.hasher), parts: features.postgresParts)
    }

    /// Runs `body` on a new database seeded as `withStore` seeds one, reached through a `FaultProxy` the
    /// test drives, by a store that waits at most `connectionWait` for a connection and lets at most
    /// `maximumWaiting` operations wait at once (its other bounds as given, or the server's). The proxy, the
    /// client and the database end with `body`.
    public static func withProxiedPostgres(
        _ features: [ServerFeature], connectionWait: Duration, maximumWaiting: Int = 128,
        operationDeadline: Duration = PostgresStore.defaultOperationDeadline,
        readyWithin: Duration = PostgresStore.defaultReadyWithin, opensAConnection: Bool = true, logger: Logger = Backend.logger,
        _ body: @Sendable (FaultProxy, PostgresStore) async throws -> Void
    ) async throws {
        guard let admin = postgresAdmin else { throw PostgresMissing() }
        try await withDatabase(admin) { url in
            try await withClient(url) { client in
                try await saying("migrating and seeding the test's database") {
                    try await migrateAndSeed(PostgresStore(client: client, logger: Self.logger), features)
                }
            }
            let proxy = try await FaultProxy.start(to: url.host, url.port)
            var proxied = url
            proxied.host = "127.0.0.1"
            proxied.port = proxy.port
            do {
                try await withClient(proxied) { client in
                    // A connection opened first, with no bound on the wait: a test's short `connectionWait` is
                    // for the outage it makes, not for opening the pool's first connection on a busy machine
                    // (CI once took 400 ms for it and answered the test's first login 503). A test of a pool
                    // with no connection yet says so.
                    if opensAConnection { try await client.query("SELECT 1") }
                    try await body(
                        proxy,
                        PostgresStore(
                            client: client, logger: logger, connectionWait: connectionWait, maximumWaiting: maximumWaiting,
                            operationDeadline: operationDeadline, readyWithin: readyWithin))
                }
                await proxy.stop()
            } catch {
                await proxy.stop()
                throw error
            }
        }
    }

    /// Runs `body` with a client of `url` running beside it (the database cancelling a statement past
    /// `statementTimeout`, as the server's do); the client stops when `body` ends.
    @discardableResult
    public static func withClient<T: Sendable>(
        _ url: PostgresURL, statementTimeout: Duration? = PostgresStore.statementTimeout,
        _ body: @Sendable (PostgresClient) async throws -> T
    ) async throws -> T {
        let client = url.client(connections: 20, statementTimeout: statementTimeout, logger: logger)
        return try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask {
                await client.run()
                return nil
            }
            defer { group.cancelAll() }
            return try await body(client)
        }
    }

    /// Runs `body` with a new, empty database in the cluster, dropped afterwards whatever happened. Neither
    /// statement is bound as the server's are: the suite's tests all start at once, and some thirty databases
    /// made together on two busy cores took more than the server's 8 s (the tests then failed, cancelled).
    public static func withDatabase<T: Sendable>(_ admin: PostgresURL, _ body: @Sendable (PostgresURL) async throws -> T) async throws -> T
    {
        let name = "bazaar_test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased()
        try await Self.saying("creating the test's database") {
            try await withClient(admin, statementTimeout: nil) { client in try await client.query("CREATE DATABASE \(unescaped: name)") }
        }
        var url = admin
        url.database = name
        do {
            let result = try await body(url)
            try await drop(name, admin: admin)
            return result
        } catch {
            try? await drop(name, admin: admin)
            throw error
        }
    }

    private static func drop(_ name: String, admin: PostgresURL) async throws {
        try await saying("dropping the test's database") {
            try await withClient(admin, statementTimeout: nil) { client in
                try await client.query("DROP DATABASE IF EXISTS \(unescaped: name) WITH (FORCE)")
            }
        }
    }

    /// Runs `body`, and rethrows a PostgreSQL error with what postgres-nio keeps out of its description (what
    /// the server said, or which connection failed and why): a failed test then says why. The test cluster's
    /// URL has no password.
    @discardableResult
    static func saying<T: Sendable>(_ doing: String, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as PSQLError {
            throw PostgresTestError(description: "\(doing): \(String(reflecting: error))")
        }
    }

    public struct PostgresTestError: Error, CustomStringConvertible {
        public let description: String
    }
}

extension ServerStore {
    /// Runs each statement as it is written, in one transaction: rows a test keeps on every store, in SQL
    /// both databases read (`INSERT INTO notes (owner_id, title) VALUES (1, 'Tea')`).
    public func execute(_ statements: [String]) async throws {
        switch backend {
        case let .sqlite(database):
            try await database.writer.write { db in
                for statement in statements { try db.execute(sql: statement) }
            }
        case let .postgres(store):
            try await store.client.withTransaction(logger: ServerTesting.Backend.logger) { connection in
                for statement in statements {
                    try await connection.query(PostgresQuery(unsafeSQL: statement), logger: ServerTesting.Backend.logger)
                }
            }
        }
    }
}
