public import MarketplaceUseCases
public import Storage
import UseCases

/// The marketplace's repositories.
extension AppDatabase {
    /// The catalog.
    public var items: SQLItemRepository { SQLItemRepository(database: self) }
    /// Completed purchases.
    public var transactions: SQLTransactionRepository { SQLTransactionRepository(database: self) }
    /// Atomic purchase writes.
    public var ledger: SQLLedger { SQLLedger(database: self) }

    /// Everything the marketplace keeps here, for `MarketplaceUseCases.live`.
    public var marketplace: MarketplaceUseCases.Repositories {
        MarketplaceUseCases.Repositories(balances: accounts, items: items, transactions: transactions, ledger: ledger)
    }
}
