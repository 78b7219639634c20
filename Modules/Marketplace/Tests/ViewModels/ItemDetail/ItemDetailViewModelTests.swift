import Clocks
import Foundation
import MarketplaceModels
import MarketplaceTesting
import MarketplaceUseCases
import MarketplaceViewModels
import Models
import TestSupport
import Testing
import UseCases
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ItemDetailViewModelTests {
    enum Output: Equatable {
        case showHUD(String)
        case dismissHUD
        case finishedLoading(ItemDetails)
        case didReceiveServiceError(String)
        case goBack
        case notFound
        case confirm(String)
        case succeeded(String)
        case showAlert(String)
        case showMessage(String)
    }

    let effects = Effects.watched()
    let log = OutputLog<Output>()

    nonisolated static let teapot = Item(id: Item.ID(3), name: "Kyūsu teapot", seller: "Aki", price: .yen(1_200), isSold: false)
    nonisolated static let available = ItemDetails(id: Item.ID(3), name: "Kyūsu teapot", seller: "Aki", price: .yen(1_200), isSold: false)
    nonisolated static let receipt = Transaction(
        id: Transaction.ID(1), buyer: Fixtures.demoUser.id, item: teapot.id, itemName: teapot.name, seller: "Aki",
        amount: .yen(1_200), balanceAfter: .yen(8_800), date: Date(timeIntervalSince1970: 0)
    )
    /// Loading the item: the HUD, the details, then the HUD goes away.
    let loaded: [Output] = [.showHUD("Loading item 3…"), .dismissHUD, .finishedLoading(available)]
    let question = Output.confirm("Buy Kyūsu teapot for ¥1,200?")

    func makeViewModel(
        item: @escaping @Sendable (Item.ID) async throws -> Item = { _ in teapot },
        buy: @escaping @Sendable (Item.ID, User.ID) async throws -> Transaction = PurchaseUseCase.unimplemented.buy,
        effects: Effects? = nil
    ) -> ItemDetailViewModel {
        var items = ItemsUseCase.unimplemented
        items.item = item
        let viewModel = ItemDetailViewModel(
            item: Item.ID(3), session: Fixtures.demoSession, items: items, purchase: .buying(with: buy),
            language: .english, effects: effects ?? self.effects)
        let outputs = viewModel.outputs
        outputs.showHUD = log.record(Output.showHUD)
        outputs.dismissHUD = log.record(.dismissHUD)
        outputs.finishedLoading = log.record(Output.finishedLoading)
        outputs.didReceiveServiceError = log.record { Output.didReceiveServiceError($0.text) }
        outputs.goBack = log.record(.goBack)
        outputs.notFound = log.record(.notFound)
        outputs.confirm = log.record(Output.confirm)
        outputs.succeeded = log.record(Output.succeeded)
        outputs.showAlert = log.record { Output.showAlert($0.text) }
        outputs.showMessage = log.record(Output.showMessage)
        return viewModel
    }

    @Test(.exhaustive) func loadingShowsTheHUDThenTheDetailsThenDismissesIt() async {
        let viewModel = makeViewModel()
        viewModel.inputs.viewDidLoad()
        log.assertNext([.showHUD("Loading item 3…")])

        await effects.waitUntilIdle()
        log.assertNext([.dismissHUD, .finishedLoading(Self.available)], "the HUD goes before the item is shown")
    }

    @Test(.exhaustive) func aMissingItemIsAServiceErrorThenTheHUDGoesThenTheScreenLeaves() async {
        let viewModel = makeViewModel(item: { _ in throw ServiceError.notFound })
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext([.showHUD("Loading item 3…"), .dismissHUD, .didReceiveServiceError("There is no item 3."), .notFound])

        viewModel.inputs.buyTapped()
        log.assertNext([.showAlert("The item is not loaded, so it cannot be bought.")])
    }

    /// The cause is never lost: a locked database and a server out of reach say so, as the list does.
    @Test(
        .exhaustive,
        arguments: [
            (ServiceError.unavailable, "Could not load item 3. The service is unavailable. Try again."),
            (ServiceError.store(.busy), "Could not load item 3. \(StoreError.busy)"),
            (
                ServiceError.unreachable(server: "http://127.0.0.1:8080"),
                "Could not load item 3. \(ServiceError.unreachable(server: "http://127.0.0.1:8080"))"
            ),
        ])
    func aFailingServiceIsReportedWithItsCause(error: ServiceError, message: String) async {
        let viewModel = makeViewModel(item: { _ in throw error })
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext([.showHUD("Loading item 3…"), .dismissHUD, .didReceiveServiceError(message), .goBack])
    }

    @Test(.exhaustive) func buyingAsksFirstThenBuysAndTheItemCannotBeBoughtAgain() async {
        let purchases = CallLog<String>()
        let viewModel = makeViewModel(buy: { item, buyer in
            purchases.append("\(item) by \(buyer)")
            return Self.receipt
        })
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext(loaded)

        viewModel.inputs.buyTapped()
        log.assertNext([question])
        #expect(purchases.calls.isEmpty, "nothing is bought before the user confirms")

        viewModel.inputs.purchaseConfirmed()
        log.assertNext([.showHUD("Buying Kyūsu teapot…")])
        await effects.waitUntilIdle()
        #expect(purchases.calls == ["3 by 1"])
        log.assertNext(
            [.dismissHUD, .succeeded("Bought Kyūsu teapot for ¥1,200. Your balance is now ¥8,800.")],
            "the receipt, without drawing the item again")

        viewModel.inputs.buyTapped()
        log.assertNext(
            [.showAlert("You own this item: you bought it for ¥1,200. It is in your transactions.")],
            "an item just bought is the user's: it cannot be bought again, and nobody is asked")
    }

    @Test(.exhaustive) func confirmingTwiceWhileTheFirstPurchaseIsInFlightBuysOnce() async {
        let purchases = CallLog<Item.ID>()
        let viewModel = makeViewModel(buy: { item, _ in
            purchases.append(item)
            return Self.receipt
        })
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.buyTapped()
        viewModel.inputs.purchaseConfirmed()
        viewModel.inputs.purchaseConfirmed()
        viewModel.inputs.buyTapped()
        await effects.waitUntilIdle()

        #expect(purchases.calls == [Item.ID(3)])
        log.assertNext(
            loaded + [
                question, .showHUD("Buying Kyūsu teapot…"),
                .dismissHUD, .succeeded("Bought Kyūsu teapot for ¥1,200. Your balance is now ¥8,800."),
            ])
    }

    @Test(.exhaustive) func decliningBuysNothing() async {
        let viewModel = makeViewModel()
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.buyTapped()
        viewModel.inputs.purchaseDeclined()
        await effects.waitUntilIdle()
        log.assertNext(loaded + [question, .showMessage("Purchase cancelled. You were not charged.")])
    }

    @Test(
        .exhaustive,
        arguments: [
            (
                PurchaseError.insufficientFunds(price: .yen(1_200), balance: .yen(500)),
                "Insufficient balance: the item costs ¥1,200 and your balance is ¥500."
            ),
            (PurchaseError.serviceUnavailable, "The purchase could not be completed. You were not charged."),
            (PurchaseError.itemNotFound, "That item does not exist."),
        ])
    func eachPurchaseFailureHasItsOwnAlertAndTheItemStaysForSale(error: PurchaseError, message: String) async {
        let viewModel = makeViewModel(buy: { _, _ in throw error })
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.buyTapped()
        viewModel.inputs.purchaseConfirmed()
        await effects.waitUntilIdle()
        log.assertNext(loaded + [question, .showHUD("Buying Kyūsu teapot…"), .dismissHUD, .showAlert(message)])

        viewModel.inputs.buyTapped()
        log.assertNext([question], "the item is still for sale")
    }

    /// Somebody else bought it first: said, and the item shown again, sold (what was shown said Available, and a
    /// web page reloaded went on saying so, and offering to buy).
    @Test(.exhaustive) func somebodyElseBuyingFirstMarksTheItemSoldAndShowsItAgain() async {
        let viewModel = makeViewModel(buy: { _, _ in throw PurchaseError.alreadySold })
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.buyTapped()
        viewModel.inputs.purchaseConfirmed()
        await effects.waitUntilIdle()
        var sold = Self.available
        sold.isSold = true
        log.assertNext(
            loaded + [
                question, .showHUD("Buying Kyūsu teapot…"), .dismissHUD, .showAlert("This item has already been sold."),
                .finishedLoading(sold),
            ])

        viewModel.inputs.buyTapped()
        log.assertNext([.showAlert("This item has already been sold.")])
    }

    /// A purchase whose outcome is not known may have been made: `buy` again says so again, and asks nothing
    /// (a second purchase, with its own key, told the person who had bought the item that it was sold).
    @Test(.exhaustive) func afterAPurchaseOfUnknownOutcomeBuyingAgainSaysSoAndBuysNothing() async {
        let purchases = CallLog<Item.ID>()
        let viewModel = makeViewModel(buy: { id, _ in
            purchases.append(id)
            throw ServiceError.outcomeUnknown(server: nil)
        })
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.buyTapped()
        viewModel.inputs.purchaseConfirmed()
        await effects.waitUntilIdle()
        let unknown = Output.showAlert(ServiceError.outcomeUnknown(server: nil).text(in: .english))
        var notKnown = Self.available
        notKnown.saleIsKnown = false
        log.assertNext(
            loaded + [question, .showHUD("Buying Kyūsu teapot…"), .dismissHUD, unknown, .finishedLoading(notKnown)],
            "the item shown again, its sale not known: it said Available")

        viewModel.inputs.buyTapped()
        log.assertNext([unknown])
        #expect(purchases.calls == [Item.ID(3)])
    }

    @Test(.exhaustive) func cancellingASlowPurchaseChargesNothing() async {
        let clock = TestClock()
        let slow = Effects.watched(latency: Latency(delay: .milliseconds(500), clock: clock))
        let purchases = CallLog<Item.ID>()
        let viewModel = makeViewModel(
            buy: { item, _ in
                purchases.append(item)
                return Self.receipt
            },
            effects: slow
        )
        viewModel.inputs.viewDidLoad()
        await clock.waitUntilSleeping()
        await clock.advance(by: .milliseconds(500))
        await slow.waitUntilIdle()
        viewModel.inputs.buyTapped()
        viewModel.inputs.purchaseConfirmed()
        await clock.waitUntilSleeping()
        await clock.advance(by: .milliseconds(250))

        slow.cancelAll()
        await slow.waitUntilIdle()

        #expect(purchases.calls.isEmpty, "the purchase never reached the service")
        log.assertNext(
            loaded + [question, .showHUD("Buying Kyūsu teapot…"), .dismissHUD, .showMessage("Purchase cancelled. You were not charged.")])
    }
}
