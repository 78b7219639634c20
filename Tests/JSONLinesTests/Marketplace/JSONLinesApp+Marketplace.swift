import Coordinator
import Foundation
import MarketplaceCoordinator
import MarketplaceModels
import MarketplaceUseCases
import Models
import TestSupport
import UseCases

/// The worked example's part of `JSONLinesApp` (make new-app leaves this file out): a teapot for sale, a
/// wallet, and a purchase that `recording` records.
extension JSONLinesApp {
    nonisolated static let teapot = Item(id: Item.ID(3), name: "Kyūsu teapot", seller: "Aki", price: .yen(3_800), isSold: false)
    nonisolated static let receipt = Transaction(
        id: Transaction.ID(1), buyer: Fixtures.demoUser.id, item: teapot.id, itemName: teapot.name, seller: "Aki", amount: .yen(3_800),
        balanceAfter: .yen(6_200), date: Date(timeIntervalSince1970: 0))

    static func marketplace(_ environment: inout UseCaseEnvironment, recording: CallLog<String>) -> FeatureScreens {
        environment.marketplace.wallet.balance = { [purchases = recording] _ in purchases.calls.isEmpty ? .yen(10_000) : .yen(6_200) }
        environment.marketplace.items.item = { _ in Self.teapot }
        environment.marketplace.purchase.buy = { [purchases = recording] item, _ in
            purchases.append("buy \(item)")
            return Self.receipt
        }
        environment.marketplace.transactions.list = { [purchases = recording] _ in purchases.calls.isEmpty ? [] : [Self.receipt] }
        return .marketplace
    }
}
