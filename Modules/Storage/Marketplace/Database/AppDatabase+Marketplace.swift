/// The marketplace's repositories.
extension AppDatabase {
    /// The catalog.
    public var items: SQLItemRepository { SQLItemRepository(database: self) }
    /// Completed purchases.
    public var transactions: SQLTransactionRepository { SQLTransactionRepository(database: self) }
    /// Atomic purchase writes.
    public var ledger: SQLLedger { SQLLedger(database: self) }
}
