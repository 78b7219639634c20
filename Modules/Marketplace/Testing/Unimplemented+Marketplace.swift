public import MarketplaceModels
public import MarketplaceUseCases
public import Models
import TestSupport
import UseCases

// The marketplace's use cases, unimplemented (see `Unimplemented.swift`): each fails the test when called.

extension MarketplaceUseCases {
    /// The marketplace's use cases, each failing the test when called.
    public static let unimplemented = unset(.failsTheTest)
}

extension WalletUseCase {
    public static let unimplemented = MarketplaceUseCases.unimplemented.wallet
}

extension ItemsUseCase {
    public static let unimplemented = MarketplaceUseCases.unimplemented.items
}

extension PurchaseUseCase {
    /// A purchase use case whose `buy` is `buy`; `buyOnce` fails the test if called.
    public static func buying(with buy: @escaping @Sendable (Item.ID, User.ID) async throws -> Transaction) -> Self {
        var useCase = unimplemented
        useCase.buy = buy
        return useCase
    }

    public static let unimplemented = MarketplaceUseCases.unimplemented.purchase
}

extension TransactionsUseCase {
    public static let unimplemented = MarketplaceUseCases.unimplemented.transactions
}
