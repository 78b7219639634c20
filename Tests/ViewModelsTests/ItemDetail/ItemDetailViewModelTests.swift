import Clocks
import Foundation
import Models
import TestSupport
import Testing
import UseCases
import ViewModels

@MainActor
@Suite struct ItemDetailViewModelTests {
    let effects = Effects()
    let showHUD = OutputRecorder<String>("showHUD")
    let dismissHUD = OutputRecorder<Void>("dismissHUD")
    let finishedLoading = OutputRecorder<ItemDetails>("finishedLoading")
    let didReceiveServiceError = OutputRecorder<String>("didReceiveServiceError")
    let goBack = OutputRecorder<Void>("goBack")
    let confirmPurchase = OutputRecorder<String>("confirmPurchase")
    let purchaseSucceeded = OutputRecorder<String>("purchaseSucceeded")
    let showAlert = OutputRecorder<String>("showAlert")
    let showMessage = OutputRecorder<String>("showMessage")

    nonisolated static let teapot = Item(id: Item.ID(3), name: "Kyūsu teapot", seller: "Aki", price: .yen(1_200), isSold: false)
    nonisolated static let available = ItemDetails(id: Item.ID(3), name: "Kyūsu teapot", seller: "Aki", price: "¥1,200", isSold: false)
    nonisolated static let sold = ItemDetails(id: Item.ID(3), name: "Kyūsu teapot", seller: "Aki", price: "¥1,200", isSold: true)
    nonisolated static let receipt = Transaction(
        id: Transaction.ID(1), buyer: Fixtures.demoUser.id, item: teapot.id, itemName: teapot.name, seller: "Aki",
        amount: .yen(1_200), balanceAfter: .yen(8_800), date: Date(timeIntervalSince1970: 0)
    )

    func makeViewModel(
        item: @escaping @Sendable (Item.ID) async throws -> Item = { _ in teapot },
        buy: @escaping @Sendable (Item.ID, User.ID) async throws -> Transaction = { _, _ in try unimplemented("buy") },
        latency: Latency? = nil
    ) -> ItemDetailViewModel {
        var environment = UseCaseEnvironment.unimplemented
        environment.items = ItemsUseCaseDouble(item: item)
        environment.purchase = PurchaseUseCaseDouble(buy)
        if let latency { environment = environment.delayed(by: latency) }
        let viewModel = ItemDetailViewModel(item: Item.ID(3), session: Fixtures.demoSession, environment: environment, effects: effects)
        let outputs = viewModel.outputs
        outputs.showHUD = showHUD.observer
        outputs.dismissHUD = dismissHUD.action
        outputs.finishedLoading = finishedLoading.observer
        outputs.didReceiveServiceError = didReceiveServiceError.observer
        outputs.goBack = goBack.action
        outputs.confirmPurchase = confirmPurchase.observer
        outputs.purchaseSucceeded = purchaseSucceeded.observer
        outputs.showAlert = showAlert.observer
        outputs.showMessage = showMessage.observer
        return viewModel
    }

    @Test(.exhaustive) func loadingShowsTheHUDThenTheDetailsThenDismissesIt() async {
        let viewModel = makeViewModel()
        viewModel.inputs.viewDidLoad()
        showHUD.assertValues(["Loading item 3…"])
        finishedLoading.assertDidNotEmit()
        dismissHUD.assertDidNotEmit()

        await effects.waitUntilIdle()
        finishedLoading.assertValues([Self.available])
        dismissHUD.assertValueCount(1)
        didReceiveServiceError.assertDidNotEmit()
        goBack.assertDidNotEmit()
        confirmPurchase.assertDidNotEmit()
        purchaseSucceeded.assertDidNotEmit()
        showAlert.assertDidNotEmit()
        showMessage.assertDidNotEmit()
    }

    @Test(.exhaustive) func aMissingItemIsAServiceErrorThenTheScreenLeavesAndItCannotBeBought() async {
        let viewModel = makeViewModel(item: { _ in throw ServiceError.notFound })
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        showHUD.assertValues(["Loading item 3…"])
        didReceiveServiceError.assertValues(["There is no item 3."])
        dismissHUD.assertValueCount(1)
        goBack.assertValueCount(1)

        viewModel.inputs.buyTapped()
        showAlert.assertValues(["The item is not loaded, so it cannot be bought."])
        finishedLoading.assertDidNotEmit()
        confirmPurchase.assertDidNotEmit()
    }

    @Test(.exhaustive) func aFailingServiceIsReportedAsSuch() async {
        let viewModel = makeViewModel(item: { _ in throw ServiceError.unavailable })
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()

        showHUD.assertValues(["Loading item 3…"])
        didReceiveServiceError.assertValues(["Could not load item 3. The service is unavailable. Try again."])
        dismissHUD.assertValueCount(1)
        goBack.assertValueCount(1)
        finishedLoading.assertDidNotEmit()
    }

    @Test(.exhaustive) func buyingAsksFirstThenBuysAndShowsTheItemSold() async {
        let purchases = CallLog<String>()
        let viewModel = makeViewModel(buy: { item, buyer in
            purchases.append("\(item) by \(buyer)")
            return Self.receipt
        })
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()

        viewModel.inputs.buyTapped()
        confirmPurchase.assertValues(["Buy Kyūsu teapot for ¥1,200?"])
        #expect(purchases.calls.isEmpty, "nothing is bought before the user confirms")

        viewModel.inputs.purchaseConfirmed()
        showHUD.assertValues(["Loading item 3…", "Buying Kyūsu teapot…"])
        await effects.waitUntilIdle()

        #expect(purchases.calls == ["3 by 1"])
        finishedLoading.assertValues([Self.available, Self.sold])
        purchaseSucceeded.assertValues(["Bought Kyūsu teapot for ¥1,200. Your balance is now ¥8,800."])
        dismissHUD.assertValueCount(2)

        viewModel.inputs.buyTapped()
        showAlert.assertValues(["This item has already been sold."], "a bought item cannot be bought again")
        confirmPurchase.assertValues(["Buy Kyūsu teapot for ¥1,200?"])
        didReceiveServiceError.assertDidNotEmit()
        showMessage.assertDidNotEmit()
    }

    @Test(.exhaustive) func decliningBuysNothing() async {
        let viewModel = makeViewModel()
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.buyTapped()
        viewModel.inputs.purchaseDeclined()
        await effects.waitUntilIdle()

        showHUD.assertValues(["Loading item 3…"])
        finishedLoading.assertValues([Self.available])
        dismissHUD.assertValueCount(1)
        confirmPurchase.assertValues(["Buy Kyūsu teapot for ¥1,200?"])
        showMessage.assertValues(["Purchase cancelled. You were not charged."])
        purchaseSucceeded.assertDidNotEmit()
        showAlert.assertDidNotEmit()
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
    func eachPurchaseFailureHasItsOwnAlert(error: PurchaseError, message: String) async {
        let viewModel = makeViewModel(buy: { _, _ in throw error })
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.buyTapped()
        viewModel.inputs.purchaseConfirmed()
        await effects.waitUntilIdle()

        showHUD.assertValues(["Loading item 3…", "Buying Kyūsu teapot…"])
        finishedLoading.assertValues([Self.available], "the item is still for sale")
        confirmPurchase.assertValues(["Buy Kyūsu teapot for ¥1,200?"])
        showAlert.assertValues([message])
        dismissHUD.assertValueCount(2)
        purchaseSucceeded.assertDidNotEmit()
    }

    @Test(.exhaustive) func somebodyElseBuyingFirstShowsTheItemSold() async {
        let viewModel = makeViewModel(buy: { _, _ in throw PurchaseError.alreadySold })
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.buyTapped()
        viewModel.inputs.purchaseConfirmed()
        await effects.waitUntilIdle()

        showHUD.assertValues(["Loading item 3…", "Buying Kyūsu teapot…"])
        confirmPurchase.assertValues(["Buy Kyūsu teapot for ¥1,200?"])
        showAlert.assertValues(["This item has already been sold."])
        finishedLoading.assertValues([Self.available, Self.sold])
        dismissHUD.assertValueCount(2)
        purchaseSucceeded.assertDidNotEmit()
    }

    @Test(.exhaustive) func cancellingASlowPurchaseChargesNothing() async {
        let clock = TestClock()
        let purchases = CallLog<Item.ID>()
        let viewModel = makeViewModel(
            buy: { item, _ in
                purchases.append(item)
                return Self.receipt
            },
            latency: Latency(delay: .milliseconds(500), clock: clock)
        )
        viewModel.inputs.viewDidLoad()
        await clock.waitUntilSleeping()
        await clock.advance(by: .milliseconds(500))
        await effects.waitUntilIdle()
        viewModel.inputs.buyTapped()
        viewModel.inputs.purchaseConfirmed()
        await clock.waitUntilSleeping()
        await clock.advance(by: .milliseconds(250))

        effects.cancelAll()
        await effects.waitUntilIdle()

        #expect(purchases.calls.isEmpty, "the purchase never reached the service")
        showHUD.assertValues(["Loading item 3…", "Buying Kyūsu teapot…"])
        finishedLoading.assertValues([Self.available])
        confirmPurchase.assertValues(["Buy Kyūsu teapot for ¥1,200?"])
        showMessage.assertValues(["Purchase cancelled. You were not charged."])
        dismissHUD.assertValueCount(2)
        purchaseSucceeded.assertDidNotEmit()
        showAlert.assertDidNotEmit()
    }
}
