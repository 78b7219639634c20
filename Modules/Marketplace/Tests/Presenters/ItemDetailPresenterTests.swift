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

@MainActor
@Suite(.timeLimit(.minutes(1))) struct ItemDetailPresenterTests {
    let view = RecordingView()
    let effects = Effects.watched()
    let requests = OutputRecorder<MainRequest>("requests")

    nonisolated static let lamp = Item(id: Item.ID(6), name: "Brass lamp", seller: "Mori", price: .yen(3_600), isSold: false)

    func makePresenter(
        item: @escaping @Sendable (Item.ID) async throws -> Item = { _ in lamp },
        buy: @escaping @Sendable (Item.ID, User.ID) async throws -> Transaction = PurchaseUseCase.unimplemented.buy,
        language: Language = .english
    ) async -> ItemDetailPresenter {
        var items = ItemsUseCase.unimplemented
        items.item = item
        let viewModel = ItemDetailViewModel(
            item: Self.lamp.id, session: Fixtures.demoSession, items: items, purchase: .buying(with: buy), language: language,
            effects: effects)
        let presenter = ItemDetailPresenter(viewModel: viewModel, item: Self.lamp.id, language: language)
        presenter.onRequest = requests.observer
        presenter.attach(view)
        await effects.waitUntilIdle()
        return presenter
    }

    let details: [RecordingView.Event] = [
        .busy("Loading item 6…"),
        .busy(nil),
        .show(.heading("Brass lamp")),
        .show(
            .fields([
                Display.Field("Item", "#6"), Display.Field("Seller", "Mori"), Display.Field("Price", .money(.yen(3_600))),
                Display.Field("Status", .status(Display.Status(code: "available", words: "Available"))),
            ])),
        .show(.hint(.init(ItemDetailCommand.Hint.buy))),
    ]

    /// Not there at all: back to where the person was before asking for it (the flow knows where).
    @Test(.exhaustive) func aMissingItemIsOneErrorLineThenAsksToGoWhereThePersonWas() async {
        let presenter = await makePresenter(item: { _ in throw ServiceError.notFound })
        withExtendedLifetime(presenter) {}
        view.assertNext([
            .busy("Loading item 6…"), .busy(nil), .show(.error(Alert(code: "Marketplace.noItem", text: "There is no item 6."))),
        ])
        requests.assertValues([.notThere])
    }

    @Test(.exhaustive) func anItemThatCannotBeLoadedIsOneErrorLineThenAskToGoBack() async {
        let presenter = await makePresenter(item: { _ in throw ServiceError.unavailable })
        withExtendedLifetime(presenter) {}
        view.assertNext([
            .busy("Loading item 6…"), .busy(nil),
            .show(.error(Alert(code: "ServiceError.unavailable", text: "Could not load item 6. The service is unavailable. Try again."))),
        ])
        requests.assertValues([.back])
    }

    @Test(.exhaustive) func buyAsksAndReturnsThenTheAnswerArrivesLaterAndBuys() async {
        let presenter = await makePresenter(buy: { item, buyer in
            Transaction(
                id: Transaction.ID(1), buyer: buyer, item: item, itemName: "Brass lamp", seller: "Mori",
                amount: .yen(3_600), balanceAfter: .yen(6_400), date: Date(timeIntervalSince1970: 0)
            )
        })
        view.assertNext(details)
        #expect(presenter.title == "Item 6")

        presenter.perform(.buy)
        view.assertNext([.asked(.confirmation, "Buy Brass lamp for ¥3,600?")], "the presenter asks and returns: nothing blocks")
        #expect(!effects.isBusy, "nothing is bought before the answer")

        view.answer("y")
        await effects.waitUntilIdle()
        view.assertNext([
            .busy("Buying Brass lamp…"),
            .busy(nil),
            .show(.success("Bought Brass lamp for ¥3,600. Your balance is now ¥6,400.")),
        ])
        requests.assertDidNotEmit()
    }

    @Test(.exhaustive) func answeringNoBuysNothingAndIsNotAnError() async {
        let presenter = await makePresenter()
        view.assertNext(details)
        presenter.perform(.buy)
        view.answer("n")
        await effects.waitUntilIdle()
        view.assertNext([.asked(.confirmation, "Buy Brass lamp for ¥3,600?"), .show(.line("Purchase cancelled. You were not charged."))])
    }

    @Test(.exhaustive) func aQuestionCancelledByTheViewIsNo() async {
        let presenter = await makePresenter()
        view.assertNext(details)
        presenter.perform(.buy)
        view.cancelQuestion()
        view.assertNext([.asked(.confirmation, "Buy Brass lamp for ¥3,600?"), .show(.line("Purchase cancelled. You were not charged."))])
    }

    /// Shows the lamp, then `buy` answered yes and its work done; the view is then told `answeredYes`, then the outcome.
    func buyingTheLampAnsweredYes(_ buy: @escaping @Sendable (Item.ID, User.ID) async throws -> Transaction) async {
        let presenter = await makePresenter(buy: buy)
        view.assertNext(details)
        presenter.perform(.buy)
        view.answer("yes")
        await effects.waitUntilIdle()
    }

    let answeredYes: [RecordingView.Event] = [
        .asked(.confirmation, "Buy Brass lamp for ¥3,600?"), .busy("Buying Brass lamp…"), .busy(nil),
    ]

    @Test(.exhaustive) func aRefusedPurchaseIsOneErrorLine() async {
        await buyingTheLampAnsweredYes { _, _ in throw PurchaseError.insufficientFunds(price: .yen(3_600), balance: .yen(1_000)) }
        view.assertNext(
            answeredYes + [
                .show(
                    .error(
                        Alert(
                            code: "PurchaseError.insufficientFunds",
                            text: "Insufficient balance: the item costs ¥3,600 and your balance is ¥1,000.")))
            ])
    }

    /// A purchase of unknown outcome: the alert, then the item again, its status "not known" (it said Available,
    /// and a web page kept showing that) and no hint to buy.
    @Test(.exhaustive) func aPurchaseOfUnknownOutcomeShowsTheItemAgainItsSaleNotKnown() async {
        await buyingTheLampAnsweredYes { _, _ in throw ServiceError.outcomeUnknown(server: nil) }
        view.assertNext(
            answeredYes + [
                .show(.error(Alert(ServiceError.outcomeUnknown(server: nil), in: .english))),
                .show(.heading("Brass lamp")),
                .show(
                    .fields([
                        Display.Field("Item", "#6"), Display.Field("Seller", "Mori"), Display.Field("Price", .money(.yen(3_600))),
                        Display.Field(
                            "Status",
                            .status(
                                Display.Status(
                                    code: "unknown", words: "Not known: your purchase may have been made (look at your transactions)"))),
                    ])),
            ])
    }

    /// In Japanese: the title, the busy line, the labels and the status's words; the status's code and the
    /// hint's code do not change.
    @Test(.exhaustive) func inJapaneseTheScreenSpeaksJapaneseAndKeepsItsCodes() async {
        let presenter = await makePresenter(language: .japanese)
        #expect(presenter.title == "商品 6")
        view.assertNext([
            .busy("商品 6 を読み込み中…"),
            .busy(nil),
            .show(.heading("Brass lamp")),
            .show(
                .fields([
                    Display.Field("商品", "#6"), Display.Field("出品者", "Mori"), Display.Field("価格", .money(.yen(3_600))),
                    Display.Field("状態", .status(Display.Status(code: "available", words: "販売中"))),
                ])),
            .show(.hint(.init(ItemDetailCommand.Hint.buy))),
        ])
    }
}
