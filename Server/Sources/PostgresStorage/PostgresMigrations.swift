internal import Logging
public import Models
internal import PostgresNIO
public import UseCases

extension PostgresStore {
    /// Every migration, in order; each runs once per database. Never edit a shipped one; add a new one after.
    static let migrations: [(identifier: String, sql: [PostgresQuery])] = [
        (
            "v1-schema",
            [
                """
                CREATE TABLE accounts (
                    id BIGSERIAL PRIMARY KEY,
                    email TEXT NOT NULL,
                    display_name TEXT NOT NULL,
                    -- example-begin
                    password_hash TEXT NOT NULL,
                    balance BIGINT NOT NULL CHECK (balance >= 0),
                    currency TEXT NOT NULL CHECK (length(currency) = 3)
                    -- example-else
                    -- password_hash TEXT NOT NULL
                    -- example-end
                )
                """,
                "CREATE UNIQUE INDEX accounts_on_email ON accounts (lower(email))",
                // example-begin
                """
                CREATE TABLE items (
                    id BIGSERIAL PRIMARY KEY,
                    name TEXT NOT NULL,
                    seller TEXT NOT NULL,
                    price BIGINT NOT NULL CHECK (price > 0),
                    currency TEXT NOT NULL CHECK (length(currency) = 3),
                    buyer_id BIGINT REFERENCES accounts(id) ON DELETE RESTRICT,
                    is_sold BOOLEAN NOT NULL DEFAULT false,
                    CHECK (buyer_id IS NULL OR is_sold)
                )
                """,
                "CREATE INDEX items_on_buyer_id ON items (buyer_id)",
                """
                CREATE TABLE transactions (
                    id BIGSERIAL PRIMARY KEY,
                    buyer_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE RESTRICT,
                    item_id BIGINT NOT NULL UNIQUE REFERENCES items(id) ON DELETE RESTRICT,
                    item_name TEXT NOT NULL,
                    seller TEXT NOT NULL,
                    amount BIGINT NOT NULL CHECK (amount > 0),
                    balance_after BIGINT NOT NULL CHECK (balance_after >= 0),
                    currency TEXT NOT NULL CHECK (length(currency) = 3),
                    created_at TIMESTAMPTZ NOT NULL,
                    idempotency_key TEXT CHECK (length(idempotency_key) BETWEEN 1 AND 100),
                    UNIQUE (buyer_id, idempotency_key)
                )
                """,
                "CREATE INDEX transactions_on_buyer_id ON transactions (buyer_id, id)",
                // example-end
            ]
        ),
        (
            "v2-sessions",
            [
                """
                CREATE TABLE sessions (
                    token_hash TEXT PRIMARY KEY,
                    user_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
                    expires_at TIMESTAMPTZ NOT NULL,
                    revoked BOOLEAN NOT NULL DEFAULT false
                )
                """,
                "CREATE INDEX sessions_on_user_id ON sessions (user_id)",
            ]
        ),
        // example-begin
        (
            // count(*) reads every row (7 ms for 40,000 items), and every page of the list shows the total:
            // the count is kept in a row of its own, as items come and go.
            "v3-item-count",
            [
                "CREATE TABLE item_count (one BOOLEAN PRIMARY KEY DEFAULT true CHECK (one), n BIGINT NOT NULL CHECK (n >= 0))",
                "INSERT INTO item_count (n) SELECT count(*) FROM items",
                """
                CREATE FUNCTION count_items() RETURNS trigger LANGUAGE plpgsql AS $$
                BEGIN
                    IF TG_OP = 'INSERT' THEN UPDATE item_count SET n = n + 1; ELSE UPDATE item_count SET n = n - 1; END IF;
                    RETURN NULL;
                END $$
                """,
                "CREATE TRIGGER items_counted AFTER INSERT OR DELETE ON items FOR EACH ROW EXECUTE FUNCTION count_items()",
            ]
        ),
        // example-end
        // make feature: migrations go above this line
    ]

    /// The identifiers of the migrations, in the order they run.
    public static var migrationIdentifiers: [String] { migrations.map(\.identifier) }

    /// Applies the migrations the database lacks, in one transaction that holds an advisory lock, so
    /// several servers starting together on a new database migrate it once.
    public func migrate() async throws {
        try await withConnection(waitingAtMost: .seconds(30)) { [logger] connection in
            try await connection.withTransaction(logger: logger) { connection in
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
                guard applied.isSubset(of: Self.migrationIdentifiers) else { throw StoreError.newerSchema }
                for migration in Self.migrations where !applied.contains(migration.identifier) {
                    for statement in migration.sql { try await connection.query(statement, logger: logger) }
                    try await connection.query(
                        "INSERT INTO schema_migrations (identifier) VALUES (\(migration.identifier))", logger: logger)
                }
            }
        }
    }

    /// Puts in the demo's data (its account, with `passwordHash`, and what the demo starts with), unless an
    /// account has the demo's email already. Only when asked (`bazaar-server --seed-demo`): never a
    /// production database by default.
    // example-begin
    public func seedDemo(user: User, passwordHash: PasswordHash, balance: Money, items: [Item]) async throws {
        // example-else
        // public func seedDemo(user: User, passwordHash: PasswordHash) async throws {
        // example-end
        try await withConnection(waitingAtMost: .seconds(30)) { [logger] connection in
            try await connection.withTransaction(logger: logger) { connection in
                try await connection.query("SELECT pg_advisory_xact_lock(4242424243)", logger: logger)
                for try await _ in try await connection.query(
                    "SELECT id FROM accounts WHERE lower(email) = lower(\(user.email.rawValue))", logger: logger
                ).decode(Int64.self) {
                    return
                }
                // example-begin
                try await connection.query(
                    """
                    INSERT INTO accounts (id, email, display_name, password_hash, balance, currency)
                    VALUES (\(user.id.rawValue), \(user.email.rawValue), \(user.displayName), \(passwordHash.encoded),
                            \(balance.minorUnits), \(balance.currency.code))
                    """, logger: logger)
                // example-else
                // try await connection.query(
                //     """
                //     INSERT INTO accounts (id, email, display_name, password_hash)
                //     VALUES (\(user.id.rawValue), \(user.email.rawValue), \(user.displayName), \(passwordHash.encoded))
                //     """, logger: logger)
                // example-end
                // example-begin
                for item in items {
                    try await connection.query(
                        """
                        INSERT INTO items (id, name, seller, price, currency, is_sold)
                        VALUES (\(item.id.rawValue), \(item.name), \(item.seller), \(item.price.minorUnits), \(item.price.currency.code), \(item.isSold))
                        """, logger: logger)
                }
                // example-end
                // The ids were given, so the sequences start after them.
                try await connection.query("SELECT setval('accounts_id_seq', (SELECT max(id) FROM accounts))", logger: logger)
                try await connection.query("SELECT setval('items_id_seq', (SELECT max(id) FROM items))", logger: logger)  // example
            }
        }
    }
}
