internal import GRDB
import MarketplaceUseCases
public import Storage

/// The marketplace's part of the database: the wallet's columns on `accounts`, the items and the
/// transactions (`v1-marketplace`), each purchase's idempotency key (`v2-idempotency-keys`), and the demo's
/// balance and catalog. Files made before the marketplace had migrations of its own made its tables in
/// `v1-schema`: `v1-marketplace` finds them there and leaves them as they are.
enum MarketplaceSchema: StoredFeature {
    static let migrations: [(identifier: String, sql: [String])] = [
        (
            "v1-marketplace",
            [
                "ALTER TABLE accounts ADD COLUMN balance INTEGER NOT NULL DEFAULT 0 CHECK (balance >= 0)",
                "ALTER TABLE accounts ADD COLUMN currency TEXT NOT NULL DEFAULT 'JPY' CHECK (length(currency) = 3)",
                """
                CREATE TABLE items (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,
                    seller TEXT NOT NULL,
                    price INTEGER NOT NULL CHECK (price > 0),
                    currency TEXT NOT NULL CHECK (length(currency) = 3),
                    buyer_id INTEGER REFERENCES accounts(id) ON DELETE RESTRICT,
                    is_sold BOOLEAN NOT NULL DEFAULT 0 CHECK (is_sold IN (0, 1)),
                    CHECK (buyer_id IS NULL OR is_sold = 1)
                )
                """,
                "CREATE INDEX items_on_buyer_id ON items(buyer_id)",
                """
                CREATE TABLE transactions (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    buyer_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE RESTRICT,
                    item_id INTEGER NOT NULL UNIQUE REFERENCES items(id) ON DELETE RESTRICT,
                    item_name TEXT NOT NULL,
                    seller TEXT NOT NULL,
                    amount INTEGER NOT NULL CHECK (amount > 0),
                    balance_after INTEGER NOT NULL CHECK (balance_after >= 0),
                    currency TEXT NOT NULL CHECK (length(currency) = 3),
                    created_at DATETIME NOT NULL
                )
                """,
                "CREATE INDEX transactions_on_buyer_id ON transactions(buyer_id, id)",
            ]
        ),
        (
            "v2-idempotency-keys",
            [
                "ALTER TABLE transactions ADD COLUMN idempotency_key TEXT CHECK (length(idempotency_key) BETWEEN 1 AND 100)",
                """
                CREATE UNIQUE INDEX transactions_on_idempotency_key ON transactions(buyer_id, idempotency_key)
                    WHERE idempotency_key IS NOT NULL
                """,
            ]
        ),
    ]

    /// A file an earlier build made has the marketplace's first tables from its `v1-schema`.
    static func isInPlace(_ identifier: String, in db: Database) throws -> Bool {
        identifier == "v1-marketplace" ? try db.tableExists("items") : false
    }

    static func seedDemo(_ db: Database, demo: Int64) throws {
        try db.execute(
            sql: "UPDATE accounts SET balance = ?, currency = ? WHERE id = ?",
            arguments: [SeedData.demoOpeningBalance, SeedData.currencyCode, demo])
        try seedCatalog(db)
    }

    static func prepare(_ db: Database) {
        db.add(function: TextSearch.containsFunction)
    }

    /// The catalog, in one statement prepared once.
    static func seedCatalog(_ db: Database) throws {
        let insertItem = try db.makeStatement(sql: "INSERT INTO items (\(ItemRecord.columns)) VALUES (?, ?, ?, ?, ?, ?, ?)")
        for item in SeedData.items {
            try insertItem.execute(arguments: [item.id, item.name, item.seller, item.price, item.currency, item.buyerId, item.isSold])
        }
    }
}

extension StoredPart {
    /// The marketplace's part of the database, for `AppDatabase` (a composition root passes it), and its use
    /// cases on it.
    public static let marketplace = StoredPart(MarketplaceSchema.self) { database, environment in
        environment.marketplace = .live(database.marketplace)
    }
}
