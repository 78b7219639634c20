internal import Foundation
internal import GRDB
public import UseCases

/// The marketplace's SQLite database, migrated and seeded, and the repositories that read and write it.
///
/// Open one per process: `inMemory(hasher:)` for tests and `--in-memory`, `file(at:hasher:)` for a
/// database that outlives the run. Both run every pending migration before returning; reopening a
/// file that is already migrated changes nothing.
public final class MarketplaceDatabase: Sendable {
    /// The GRDB connection (a `DatabaseQueue` in memory, a WAL `DatabasePool` on disk).
    let writer: any DatabaseWriter

    private init(writer: any DatabaseWriter, hasher: any PasswordHasher) throws {
        self.writer = writer
        try Migrations.migrator(hasher: hasher).migrate(writer)
    }

    /// A fresh, seeded database that lives in memory and disappears with this value.
    ///
    /// - Parameter hasher: hashes the demo account's password while seeding.
    public static func inMemory(hasher: any PasswordHasher) throws -> MarketplaceDatabase {
        try MarketplaceDatabase(writer: DatabaseQueue(configuration: configuration()), hasher: hasher)
    }

    /// The database in the file at `path`, created, migrated and seeded when missing.
    ///
    /// Missing parent folders are created with mode 0700 and the file is kept at mode 0600 (its
    /// `-wal` and `-shm` companions follow it), because it holds password hashes. The file is opened
    /// in WAL mode, so reads never wait for a purchase being written.
    /// - Parameter hasher: hashes the demo account's password when the file is new.
    public static func file(at path: String, hasher: any PasswordHasher) throws -> MarketplaceDatabase {
        try DatabaseFile.prepare(at: path)
        return try MarketplaceDatabase(writer: DatabasePool(path: path, configuration: configuration()), hasher: hasher)
    }

    /// Accounts and balances.
    public var accounts: SQLAccountRepository { SQLAccountRepository(database: self) }
    /// The catalog.
    public var items: SQLItemRepository { SQLItemRepository(database: self) }
    /// Completed purchases.
    public var transactions: SQLTransactionRepository { SQLTransactionRepository(database: self) }
    /// Atomic purchase writes.
    public var ledger: SQLLedger { SQLLedger(database: self) }

    /// Every connection enforces foreign keys and knows `bazaar_contains`.
    private static func configuration() -> Configuration {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.label = "Bazaar"
        configuration.prepareDatabase { db in
            db.add(function: TextSearch.containsFunction)
        }
        return configuration
    }
}
