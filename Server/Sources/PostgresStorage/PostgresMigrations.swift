public import Logging
public import Models
public import PostgresNIO
public import UseCases

/// A feature's part of a PostgreSQL database: its migrations, run after the app's own (each with an
/// identifier of its own, so it runs once), and what the demo gets (`bazaar-server --seed-demo`). A feature in
/// the server's folders joins by its line in `PostgresStore.features`; a feature tree's is passed as one of
/// the `parts` of `migrate` and `seedDemo` (the server's `ServerStore.postgresParts`).
public protocol PostgresFeature: Sendable {
    /// The feature's migrations, in order.
    static var migrations: [(identifier: String, sql: [PostgresQuery])] { get }
    /// Puts in the demo's data, once the demo account (`demo`) is in, in the seeding's transaction.
    static func seedDemo(on connection: PostgresConnection, demo: User.ID, logger: Logger) async throws
}

extension PostgresFeature {
    public static func seedDemo(on connection: PostgresConnection, demo: User.ID, logger: Logger) async throws {}
}

extension PostgresStore {
    /// What the app's own part keeps here, the accounts, whose migrations run first.
    static let features: [any PostgresFeature.Type] = [PostgresAppTables.self]

    /// How long the migrations (or the demo's seeding) may run in all.
    static let migrationDeadline: Duration = .seconds(600)

    /// Every migration, in order: each feature's, the app's own first; each runs once per database. Never
    /// edit a shipped one; add a new one after.
    static func migrations(_ parts: [any PostgresFeature.Type]) -> [(identifier: String, sql: [PostgresQuery])] {
        (features + parts).flatMap { $0.migrations }
    }

    /// The identifiers of the migrations with the feature trees' `parts`, in the order they run.
    public static func migrationIdentifiers(_ parts: [any PostgresFeature.Type]) -> [String] { migrations(parts).map(\.identifier) }

    /// Applies the migrations the database lacks, in one transaction that holds an advisory lock, so
    /// several servers starting together on a new database migrate it once. A migration may take long (an
    /// index on a large table): it runs with no bound on a statement, and within `migrationDeadline`
    /// (`unbounded`).
    public func migrate(parts: [any PostgresFeature.Type]) async throws {
        try await withConnection(waitingAtMost: .seconds(30), runningAtMost: Self.migrationDeadline) { [logger] connection in
            try await Self.migrate(on: connection, logger: logger, parts: parts)
        }
    }

    /// `migrate()` on `connection`: what a server does on a connection of its own before its pools serve
    /// (`PostgresURL.withConnection`).
    /// How many connections the database lets one role that is not a superuser open at most: its
    /// `max_connections`, less those it keeps for superusers (and, from PostgreSQL 16, for `pg_use_reserved_connections`).
    public static func connectionLimit(on connection: PostgresConnection, logger: Logger) async throws -> Int {
        let query: PostgresQuery = """
            SELECT current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int
                - coalesce(current_setting('reserved_connections', true), '0')::int
            """
        for try await limit in try await connection.query(query, logger: logger).decode(Int.self) { return limit }
        return .max
    }

    public static func migrate(on connection: PostgresConnection, logger: Logger, parts: [any PostgresFeature.Type]) async throws {
        try await connection.transaction(logger: logger) { connection in
            try await unbounded(connection, logger: logger)
            try await connection.query("SELECT pg_advisory_xact_lock(4242424242)", logger: logger)
            try await connection.query(
                "CREATE TABLE IF NOT EXISTS schema_migrations (identifier TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
                logger: logger)
            var applied: Set<String> = []
            for try await identifier in try await connection.query("SELECT identifier FROM schema_migrations", logger: logger)
                .decode(String.self)
            {
                applied.insert(identifier)
            }
            guard applied.isSubset(of: migrationIdentifiers(parts)) else { throw StoreError.newerSchema }
            for migration in migrations(parts) where !applied.contains(migration.identifier) {
                for statement in migration.sql { try await connection.query(statement, logger: logger) }
                try await connection.query("INSERT INTO schema_migrations (identifier) VALUES (\(migration.identifier))", logger: logger)
            }
        }
    }

    /// Lifts, for the rest of the transaction, the pool's bounds on a statement and on a pause between two
    /// (`PostgresURL`'s `statement_timeout` and `idle_in_transaction_session_timeout`): the transaction
    /// runs within `migrationDeadline` instead. A pause past the second (the process busy elsewhere) made
    /// the database end the session, and the next statement then waited for that deadline, ten minutes.
    static func unbounded(_ connection: PostgresConnection, logger: Logger) async throws {
        try await connection.query(
            "SELECT set_config('statement_timeout', '0', true), set_config('idle_in_transaction_session_timeout', '0', true)",
            logger: logger)
    }

    /// Puts in the demo's data (its account, with `passwordHash`, and what each feature gives the demo),
    /// unless an account has the demo's email already. Only when asked (`bazaar-server --seed-demo`): never a
    /// production database by default.
    public func seedDemo(user: User, passwordHash: PasswordHash, parts: [any PostgresFeature.Type]) async throws {
        try await withConnection(waitingAtMost: .seconds(30), runningAtMost: Self.migrationDeadline) { [logger] connection in
            try await Self.seedDemo(user: user, passwordHash: passwordHash, on: connection, logger: logger, parts: parts)
        }
    }

    /// `seedDemo(user:passwordHash:)` on `connection`.
    public static func seedDemo(
        user: User, passwordHash: PasswordHash, on connection: PostgresConnection, logger: Logger, parts: [any PostgresFeature.Type]
    ) async throws {
        try await connection.transaction(logger: logger) { connection in
            try await unbounded(connection, logger: logger)
            try await connection.query("SELECT pg_advisory_xact_lock(4242424243)", logger: logger)
            for try await _ in try await connection.query(
                "SELECT id FROM accounts WHERE lower(email) = lower(\(user.email.rawValue))", logger: logger
            ).decode(Int64.self) {
                return
            }
            try await connection.query(
                """
                INSERT INTO accounts (id, email, display_name, password_hash)
                VALUES (\(user.id.rawValue), \(user.email.rawValue), \(user.displayName), \(passwordHash.encoded))
                """, logger: logger)
            // The id was given, so the sequence starts after it.
            try await connection.query("SELECT setval('accounts_id_seq', (SELECT max(id) FROM accounts))", logger: logger)
            for feature in features + parts { try await feature.seedDemo(on: connection, demo: user.id, logger: logger) }
        }
    }
}

/// The app's own part of the database, which login and every feature build on: the accounts (the sessions a
/// server hands out are Login's part, `PostgresSessionsSchema`).
enum PostgresAppTables: PostgresFeature {
    static let migrations: [(identifier: String, sql: [PostgresQuery])] =
        [
            (
                "v1-schema",
                [
                    """
                    CREATE TABLE accounts (
                        id BIGSERIAL PRIMARY KEY,
                        email TEXT NOT NULL,
                        display_name TEXT NOT NULL,
                        password_hash TEXT NOT NULL
                    )
                    """,
                    "CREATE UNIQUE INDEX accounts_on_email ON accounts (lower(email))",
                ]
            )
        ]
}
