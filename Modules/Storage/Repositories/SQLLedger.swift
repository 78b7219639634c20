internal import GRDB
public import UseCases

/// `Ledger` on the database: each `write` is one SQLite transaction, rolled back when its work throws.
public struct SQLLedger: Ledger {
    private let writer: any DatabaseWriter

    public init(database: MarketplaceDatabase) {
        writer = database.writer
    }

    public func write<T: Sendable>(_ work: @Sendable (any LedgerWriter) throws -> T) async throws -> T {
        try await writer.write { db in
            try work(SQLLedgerWriter(db: db))
        }
    }
}
