import Foundation
import Models
import Presenters
import TestSupport
import Testing
import UseCases
import ViewModels

@MainActor
@Suite struct ItemDetailPresenterTests {
    let view = RecordingView()
    let effects = Effects()

    nonisolated static let lamp = Item(id: Item.ID(6), name: "Brass lamp", seller: "Mori", price: .yen(3_600), isSold: false)

    func makePresenter(buy: @escaping @Sendable (Item.ID, User.ID) async throws -> Transaction) async -> ItemDetailPresenter {
        var environment = UseCaseEnvironment.unimplemented
        environment.items = ItemsUseCaseDouble(item: { _ in Self.lamp })
        environment.purchase = PurchaseUseCaseDouble(buy)
        let viewModel = ItemDetailViewModel(item: Self.lamp.id, session: Fixtures.demoSession, environment: environment, effects: effects)
        let presenter = ItemDetailPresenter(viewModel: viewModel)
        presenter.attach(view)
        await effects.waitUntilIdle()
        return presenter
    }

    /// Types `buy`, answers its confirmation, and returns what the view was told meanwhile.
    func buy(on presenter: ItemDetailPresenter, answering answer: Bool) async -> [RecordingView.Event] {
        view.confirmations = [answer]
        presenter.perform(ParsedCommand("buy"))
        await effects.waitUntilIdle()
        return view.takeEvents()
    }

    func details(status: String) -> [RecordingView.Event] {
        [
            .show(.heading("Brass lamp")),
            .show(.fields([Field("Item", "#6"), Field("Seller", "Mori"), Field("Price", "¥3,600"), Field("Status", status)])),
        ]
    }

    @Test func anItemThatCannotBeLoadedIsOneErrorLineThenAskToGoBack() async {
        let routes = OutputRecorder<RouteRequest>("routes")
        var environment = UseCaseEnvironment.unimplemented
        environment.items = ItemsUseCaseDouble(item: { _ in throw ServiceError.notFound })
        let presenter = ItemDetailPresenter(
            viewModel: ItemDetailViewModel(item: Item.ID(99), session: Fixtures.demoSession, environment: environment, effects: effects))
        presenter.onRoute = routes.observer
        presenter.attach(view)
        await effects.waitUntilIdle()

        #expect(view.takeEvents() == [.busy("Loading item 99…"), .show(.error("There is no item 99.")), .busy(nil)])
        routes.assertValues([.back])
    }

    @Test func buyAsksThenShowsTheItemSoldAndTheReceipt() async {
        let presenter = await makePresenter { item, buyer in
            Transaction(
                id: Transaction.ID(1), buyer: buyer, item: item, itemName: "Brass lamp", seller: "Mori",
                amount: .yen(3_600), balanceAfter: .yen(6_400), date: Date(timeIntervalSince1970: 0)
            )
        }
        #expect(view.takeEvents() == [.busy("Loading item 6…")] + details(status: "Available: type 'buy' to buy it") + [.busy(nil)])

        #expect(
            await buy(on: presenter, answering: true) == [
                .askedConfirmation("Buy Brass lamp for ¥3,600?"),
                .busy("Buying Brass lamp…"),
            ] + details(status: "Sold") + [
                .show(.success("Bought Brass lamp for ¥3,600. Your balance is now ¥6,400.")),
                .busy(nil),
            ])
    }

    @Test func answeringNoBuysNothingAndIsNotAnError() async {
        let presenter = await makePresenter { _, _ in try unimplemented("buy") }
        _ = view.takeEvents()
        #expect(
            await buy(on: presenter, answering: false) == [
                .askedConfirmation("Buy Brass lamp for ¥3,600?"),
                .show(.line("Purchase cancelled. You were not charged.")),
            ])
    }

    @Test func aRefusedPurchaseIsOneErrorLine() async {
        let presenter = await makePresenter { _, _ in
            throw PurchaseError.insufficientFunds(price: .yen(3_600), balance: .yen(1_000))
        }
        _ = view.takeEvents()
        #expect(
            await buy(on: presenter, answering: true) == [
                .askedConfirmation("Buy Brass lamp for ¥3,600?"),
                .busy("Buying Brass lamp…"),
                .show(.error("Insufficient balance: the item costs ¥3,600 and your balance is ¥1,000.")),
                .busy(nil),
            ])
    }
}
