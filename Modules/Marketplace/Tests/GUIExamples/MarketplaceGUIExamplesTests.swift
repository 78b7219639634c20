import Foundation
import MarketplaceModels
import MarketplacePresenters
import MarketplaceTesting
import MarketplaceUseCases
import MarketplaceViewModels
import Models
import Presenters
import TestSupport
import Testing
import UseCases
import ViewModels

@testable import GUIExamples

#if canImport(UIKit)
    import UIKit
#endif

/// The marketplace in the GUI guide's UIKit example (`GUIExamplesTests`' kind): a question asked in an alert.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct MarketplaceGUIExamplesTests {
    let effects = Effects.watched()

    #if !canImport(UIKit)
        @Test func aScreenInUIKitAsksItsQuestionInAnAlertAndBuysOnYes() async throws {
            let purchases = CallLog<Item.ID>()
            let lamp = Item(id: Item.ID(6), name: "Brass lamp", seller: "Mori", price: .yen(3_600), isSold: false)
            var items = ItemsUseCase.unimplemented
            items.item = { _ in lamp }
            let purchase = PurchaseUseCase.buying { item, buyer in
                purchases.append(item)
                return Transaction(
                    id: Transaction.ID(1), buyer: buyer, item: item, itemName: lamp.name, seller: lamp.seller, amount: lamp.price,
                    balanceAfter: .yen(6_400), date: Date(timeIntervalSince1970: 0))
            }
            let presenter = ItemDetailPresenter(
                viewModel: ItemDetailViewModel(
                    item: lamp.id, session: Fixtures.demoSession, items: items, purchase: purchase, language: .english, effects: effects),
                item: lamp.id, language: .english)
            let controller = ScreenViewController { presenter.attach($0) }
            controller.loadViewIfNeeded()
            await effects.waitUntilIdle()
            let labels = { controller.stack.arrangedSubviews.compactMap { ($0 as? UILabel)?.text } }
            #expect(labels().first == "Brass lamp")

            presenter.perform(.buy)
            let alert = try #require(controller.presentedViewController as? UIAlertController)
            #expect(alert.title == "Buy Brass lamp for ¥3,600?")
            #expect(alert.actions.map(\.title) == ["Cancel", "Yes"])
            #expect(purchases.calls.isEmpty, "nothing waits for the tap, and nothing is bought before it")

            let yes = try #require(alert.actions.last)
            yes.handler?(yes)
            await effects.waitUntilIdle()
            #expect(purchases.calls == [lamp.id])
            #expect(labels().last == "Bought Brass lamp for ¥3,600. Your balance is now ¥6,400.")
        }
    #endif
}
