public import Foundation

/// The worked example's use cases, one bundle that the environment holds as `environment.marketplace`:
/// a wallet, a catalog to browse, purchases made once per key, and the buyer's transactions.
public struct MarketplaceUseCases: Sendable {
    public var wallet: WalletUseCase
    public var items: ItemsUseCase
    public var purchase: PurchaseUseCase
    public var transactions: TransactionsUseCase

    public init(wallet: WalletUseCase, items: ItemsUseCase, purchase: PurchaseUseCase, transactions: TransactionsUseCase) {
        self.wallet = wallet
        self.items = items
        self.purchase = purchase
        self.transactions = transactions
    }
}

extension MarketplaceUseCases {
    /// What the marketplace keeps, from whichever store holds it: SQLite (Storage) or PostgreSQL (the server).
    public struct Stores: Sendable {
        public var balances: any BalanceRepository
        public var items: any ItemRepository
        public var transactions: any TransactionRepository
        public var ledger: any PurchaseLedger

        public init(
            balances: any BalanceRepository, items: any ItemRepository, transactions: any TransactionRepository,
            ledger: any PurchaseLedger
        ) {
            self.balances = balances
            self.items = items
            self.transactions = transactions
            self.ledger = ledger
        }
    }

    /// The live use cases on `stores`; `now` dates the purchases (tests pass a fixed clock).
    public static func live(_ stores: Stores, now: @escaping @Sendable () -> Date = Date.init) -> Self {
        Self(
            wallet: .live(accounts: stores.balances), items: .live(repository: stores.items),
            purchase: .live(ledger: stores.ledger, now: now), transactions: .live(repository: stores.transactions))
    }

    /// Use cases that were not put together: every one stops the program with what to do (the composition
    /// root sets `environment.marketplace`; a test starts from `.unimplemented`, in TestSupport).
    public static let notAssembled = Self(
        wallet: WalletUseCase { _ in stop() },
        items: ItemsUseCase(page: { _, _ in stop() }, item: { _ in stop() }),
        purchase: PurchaseUseCase(buy: { _, _ in stop() }, buyOnce: { _, _, _ in stop() }),
        transactions: TransactionsUseCase(list: { _ in stop() }, transaction: { _, _ in stop() }))

    private static func stop() -> Never {
        preconditionFailure("environment.marketplace was not set: the composition root assembles it (MarketplaceUseCases.live)")
    }
}
