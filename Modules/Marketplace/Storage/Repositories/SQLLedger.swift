internal import GRDB
public import MarketplaceUseCases
import Models
public import Storage
import UseCases

/// `Ledger` on the database: each `write` is one SQLite transaction, rolled back when its work throws.
///
/// The transaction begins IMMEDIATE: it takes the write lock before its first read, waiting up to
/// the busy timeout (`AppDatabase.defaultBusyTimeout`) for another process's purchase to finish. So when two processes buy
/// the same item, the second reads it after the first has committed, and is told it is sold.
public struct SQLLedger: Ledger {
    private let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Throws `StoreError.readOnly` at once on a read-only file, and `StoreError`s for SQLite's busy, full,
    /// corrupt and I/O errors; anything `work` throws comes through as it is. A COMMIT that fails with an I/O
    /// error (a refused fsync) may still have reached the disk, where the next open of the file finds it in the
    /// WAL: that write is `ServiceError.outcomeUnknown`, never the "nothing was written" of a `StoreError`.
    public func write<T: Sendable>(_ work: @Sendable (any LedgerWriter) throws -> T) async throws -> T {
        guard !database.isReadOnly else { throw StoreError.readOnly }
        return try await translatingStoreErrors {
            try await database.writer.writeWithoutTransaction { db in
                var result: T?
                do {
                    try db.inTransaction(.immediate) {
                        result = try work(SQLLedgerWriter(db: db))
                        return .commit
                    }
                } catch let error as DatabaseError where result != nil && error.resultCode == .SQLITE_IOERR {
                    throw ServiceError.outcomeUnknown(server: nil)  // the work was done, and its COMMIT failed
                }
                guard let result else { throw DatabaseError(resultCode: .SQLITE_MISUSE, message: "no result") }
                return result
            }
        }
    }
}
