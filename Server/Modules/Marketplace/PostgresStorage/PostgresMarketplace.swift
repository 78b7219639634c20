public import Logging
import MarketplaceModels
import MarketplaceStorage
public import MarketplaceUseCases
public import Models
public import PostgresNIO
public import PostgresStorage
internal import Storage
import UseCases

/// The marketplace's part of a PostgreSQL database: the wallet's columns on `accounts`, the items and the
/// transactions (`v1-marketplace`), and the count of items kept in a row of its own (`v3-item-count`).
/// Databases made before the marketplace had migrations of its own have its tables from `v1-schema`:
/// `v1-marketplace` makes only what is missing.
public enum PostgresMarketplace: PostgresFeature {
    public static let migrations: [(identifier: String, sql: [PostgresQuery])] = [
        (
            "v1-marketplace",
            [
                "ALTER TABLE accounts ADD COLUMN IF NOT EXISTS balance BIGINT NOT NULL DEFAULT 0 CHECK (balance >= 0)",
                "ALTER TABLE accounts ADD COLUMN IF NOT EXISTS currency TEXT NOT NULL DEFAULT 'JPY' CHECK (length(currency) = 3)",
                """
                CREATE TABLE IF NOT EXISTS items (
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
                "CREATE INDEX IF NOT EXISTS items_on_buyer_id ON items (buyer_id)",
                """
                CREATE TABLE IF NOT EXISTS transactions (
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
                "CREATE INDEX IF NOT EXISTS transactions_on_buyer_id ON transactions (buyer_id, id)",
            ]
        ),
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
    ]

    /// The demo's opening balance and the catalog (`DemoData`, as SQLite's demo has them).
    public static func seedDemo(on connection: PostgresConnection, demo: User.ID, logger: Logger) async throws {
        let balance = DemoData.balance
        try await connection.query(
            "UPDATE accounts SET balance = \(balance.minorUnits), currency = \(balance.currency.code) WHERE id = \(demo.rawValue)",
            logger: logger)
        for item in DemoData.items {
            try await connection.query(
                """
                INSERT INTO items (id, name, seller, price, currency, is_sold)
                VALUES (\(item.id.rawValue), \(item.name), \(item.seller), \(item.price.minorUnits), \(item.price.currency.code), \(item.isSold))
                """, logger: logger)
        }
        // The ids were given, so the sequence starts after them.
        try await connection.query("SELECT setval('items_id_seq', (SELECT max(id) FROM items))", logger: logger)
    }
}

extension PostgresStore {
    public var items: PostgresItems { PostgresItems(store: self) }
    public var transactions: PostgresTransactions { PostgresTransactions(store: self) }
    public var ledger: PostgresLedger { PostgresLedger(store: self) }

    /// Everything the marketplace keeps here, for `MarketplaceUseCases.live`.
    public var marketplace: MarketplaceUseCases.Repositories {
        MarketplaceUseCases.Repositories(balances: accounts, items: items, transactions: transactions, ledger: ledger)
    }
}
