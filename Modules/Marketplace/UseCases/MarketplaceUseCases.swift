public import Foundation
public import UseCases

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
    /// The repositories the marketplace's use cases run on, from whichever store holds them: SQLite (Storage)
    /// or PostgreSQL (the server).
    public struct Repositories: Sendable {
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

    /// The live use cases on `repositories`; `now` dates the purchases (tests pass a fixed clock).
    public static func live(_ repositories: Repositories, now: @escaping @Sendable () -> Date = Date.init) -> Self {
        Self(
            wallet: .live(accounts: repositories.balances), items: .live(repository: repositories.items),
            purchase: .live(ledger: repositories.ledger, now: now), transactions: .live(repository: repositories.transactions))
    }
}

extension MarketplaceUseCases: FeatureUseCases {
    /// The marketplace's use cases when nobody set them: each answers as `unset` says.
    public static func unset(_ unset: UseCaseEnvironment.Unset) -> Self {
        Self(
            wallet: WalletUseCase { _ in try unset("wallet.balance") },
            items: ItemsUseCase(page: { _, _ in try unset("items.page") }, item: { _ in try unset("items.item") }),
            purchase: PurchaseUseCase(buy: { _, _ in try unset("purchase.buy") }, buyOnce: { _, _, _ in try unset("purchase.buyOnce") }),
            transactions: TransactionsUseCase(
                list: { _ in try unset("transactions.list") }, transaction: { _, _ in try unset("transactions.transaction") }))
    }
}

extension UseCaseEnvironment {
    /// The marketplace's use cases; each composition root sets them (`MarketplaceUseCases.live`).
    public var marketplace: MarketplaceUseCases {
        get { self[MarketplaceUseCases.self] }
        set { self[MarketplaceUseCases.self] = newValue }
    }
}
