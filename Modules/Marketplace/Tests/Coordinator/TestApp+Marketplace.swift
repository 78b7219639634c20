import AppTesting
import Coordinator
import Foundation
import MarketplaceCoordinator
import MarketplaceModels
import MarketplacePresenters
import MarketplaceUseCases
import Models
import Presenters
import TestSupport
import UseCases
import ViewModels

/// The marketplace in a test app: a catalog of 25 things, one receipt, and use cases that serve them.
extension TestApp {
    nonisolated static let catalog = (1...25).map {
        Item(id: Item.ID(Int64($0)), name: "Thing \($0)", seller: "Aki", price: .yen(Int64(100 * $0)), isSold: false)
    }

    nonisolated static let receipt = Transaction(
        id: Transaction.ID(1), buyer: Fixtures.demoUser.id, item: Item.ID(3), itemName: "Thing 3", seller: "Aki",
        amount: .yen(300), balanceAfter: .yen(9_700), date: Date(timeIntervalSince1970: 0)
    )

    /// The app with the marketplace's screens, on use cases that serve `catalog` and `receipt`, then as
    /// `customize` sets them.
    static func marketplace(effects: Effects = Effects(), customize: (inout UseCaseEnvironment) -> Void = { _ in }) -> TestApp {
        TestApp(effects: effects, features: [.marketplace]) { environment in
            serveCatalog(&environment)
            customize(&environment)
        }
    }

    /// Use cases that serve `catalog` and `receipt`.
    static func serveCatalog(_ environment: inout UseCaseEnvironment) {
        environment.marketplace.wallet.balance = { _ in .yen(10_000) }
        environment.marketplace.items.page = { number, _ in
            Page(elements: Array(Self.catalog.dropFirst((number - 1) * 10).prefix(10)), number: number, size: 10, totalCount: 25)
        }
        environment.marketplace.items.item = { id in
            guard let item = Self.catalog.first(where: { $0.id == id }) else { throw ServiceError.notFound }
            return item
        }
        environment.marketplace.transactions.list = { _ in [Self.receipt] }
        environment.marketplace.transactions.transaction = { id, _ in
            guard id == Self.receipt.id else { throw ServiceError.notFound }
            return Self.receipt
        }
    }
}
