public import Models
import Testing
public import UseCases

// The marketplace's use cases, unimplemented (see `Unimplemented.swift`).

extension WalletUseCase {
    public static let unimplemented = Self { _ in try TestSupport.unimplemented("wallet.balance") }
}

extension ItemsUseCase {
    public static let unimplemented = Self(
        page: { _, _ in try TestSupport.unimplemented("items.page") },
        item: { _ in try TestSupport.unimplemented("items.item") }
    )
}

extension PurchaseUseCase {
    /// A purchase use case whose `buy` is `buy`; `buyOnce` fails the test if called.
    public static func buying(with buy: @escaping @Sendable (Item.ID, User.ID) async throws -> Transaction) -> Self {
        var useCase = unimplemented
        useCase.buy = buy
        return useCase
    }

    public static let unimplemented = Self(
        buy: { _, _ in try TestSupport.unimplemented("purchase.buy") },
        buyOnce: { _, _, _ in try TestSupport.unimplemented("purchase.buyOnce") }
    )
}

extension TransactionsUseCase {
    public static let unimplemented = Self(
        list: { _ in try TestSupport.unimplemented("transactions.list") },
        transaction: { _, _ in try TestSupport.unimplemented("transactions.transaction") }
    )
}

extension MarketplaceUseCases {
    /// The marketplace's use cases, each failing the test when called.
    public static let unimplemented = Self(
        wallet: .unimplemented, items: .unimplemented, purchase: .unimplemented, transactions: .unimplemented)
}
