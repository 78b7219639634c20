internal import GRDB
import Models
import UseCases

/// The schema and seed, as named GRDB migrations; each runs once per database, in order.
enum Migrations {
    /// A migrator that creates the schema and seeds the demo account (its password hashed by `hasher`) and catalog.
    static func migrator(hasher: any PasswordHasher) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-schema") { db in
            try createSchema(db)
        }
        migrator.registerMigration("v1-seed") { db in
            try seed(db, hasher: hasher)
        }
        return migrator
    }

    private static func createSchema(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE accounts (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    email TEXT NOT NULL UNIQUE COLLATE NOCASE,
                    display_name TEXT NOT NULL,
                    password_hash TEXT NOT NULL,
                    balance INTEGER NOT NULL CHECK (balance >= 0),
                    currency TEXT NOT NULL CHECK (length(currency) = 3)
                );
                CREATE TABLE items (
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL,
                    seller TEXT NOT NULL,
                    price INTEGER NOT NULL CHECK (price > 0),
                    currency TEXT NOT NULL CHECK (length(currency) = 3),
                    buyer_id INTEGER REFERENCES accounts(id) ON DELETE RESTRICT,
                    is_sold BOOLEAN NOT NULL DEFAULT 0 CHECK (is_sold IN (0, 1)),
                    CHECK (buyer_id IS NULL OR is_sold = 1)
                );
                CREATE INDEX items_on_buyer_id ON items(buyer_id);
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
                );
                CREATE INDEX transactions_on_buyer_id ON transactions(buyer_id, id);
                """)
    }

    private static func seed(_ db: Database, hasher: any PasswordHasher) throws {
        let hash = try hasher.hash(Password(SeedData.demoPassword))
        try AccountRecord(
            id: SeedData.demoAccountID,
            email: SeedData.demoEmail,
            displayName: SeedData.demoDisplayName,
            passwordHash: hash.encoded,
            balance: SeedData.demoOpeningBalance,
            currency: SeedData.currencyCode
        ).insert(db)
        for item in SeedData.items {
            try item.insert(db)
        }
    }
}
