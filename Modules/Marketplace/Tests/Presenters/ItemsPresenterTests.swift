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
@Suite(.timeLimit(.minutes(1))) struct ItemsPresenterTests {
    let view = RecordingView()
    let effects = Effects.watched()
    let requests = OutputRecorder<MainRequest>("requests")
    /// A list's status cell: only a sold row has words, and each has its code.
    static let forSale = Display.Value.status(Display.Status(code: "available", words: ""))
    static let sold = Display.Value.status(Display.Status(code: "sold", words: "Sold"))
    let intro = RecordingView.Event.show(
        .hint(.init(ItemsCommand.Hint.howTo)))

    func makePresenter(page: @escaping @Sendable (Int, String?) async throws -> Page<Item>) -> ItemsPresenter {
        var items = ItemsUseCase.unimplemented
        items.page = page
        let presenter = ItemsPresenter(viewModel: ItemsViewModel(items: items, language: .english, effects: effects), language: .english)
        presenter.onRequest = requests.observer
        return presenter
    }

    @Test(.exhaustive) func showsAPageAsATableWithPricesAsMoneyAndOpensTheRowTyped() async {
        let presenter = makePresenter { number, _ in
            Page(
                elements: [
                    Item(id: Item.ID(11), name: "Lamp", seller: "Mori", price: .yen(3_600), isSold: false),
                    Item(id: Item.ID(12), name: "急須", seller: "Aki", price: .yen(900), isSold: true),
                ],
                number: number, size: 10, totalCount: 12
            )
        }
        presenter.attach(view)
        await effects.waitUntilIdle()

        let page: [RecordingView.Event] = [
            .show(.heading("Page 1 of 2 · 12 items")),
            .show(
                .table(
                    Display.Table(
                        headers: ["#", "Item", "Seller", "Price", "Status"],
                        rows: [
                            ["1", "Lamp", "Mori", .money(.yen(3_600)), Self.forSale], ["2", "急須", "Aki", .money(.yen(900)), Self.sold],
                        ],
                        links: [Display.Link(Item.ID(11), path: "items/11"), Display.Link(Item.ID(12), path: "items/12")]))),
        ]
        view.assertNext([intro, .busy("Loading items…"), .busy(nil)] + page)

        presenter.perform(.list)
        view.assertNext(page, "list shows the page again without loading it")
        #expect(presenter.rowNumbers == ["1", "2"])
        #expect(presenter.deepLinks == ["items/11", "items/12"])

        presenter.perform(.select(row: 2))
        presenter.perform(.select(row: 3))
        requests.assertValues([.show(.marketplace(.item(Item.ID(12))))])
        view.assertNext([.show(.error(Alert(code: "ViewModel.noRow", text: "There is no row 3: choose 1–2.")))])
    }

    @Test(.exhaustive) func searchWithNoTextShowsEveryItemAgain() async {
        let queries = CallLog<String>()
        let presenter = makePresenter { number, query in
            queries.append(query ?? "-")
            return Page(elements: [], number: number, size: 10, totalCount: 0)
        }
        presenter.attach(view)
        await effects.waitUntilIdle()
        presenter.perform(.search("zzz"))
        await effects.waitUntilIdle()
        presenter.perform(.search(nil))
        await effects.waitUntilIdle()
        #expect(queries.calls == ["-", "zzz", "-"])
        view.assertNext([
            intro, .busy("Loading items…"), .busy(nil), .show(.heading("No items.")),
            .busy("Loading items…"), .busy(nil), .show(.heading("No items matching 'zzz'.")),
            .busy("Loading items…"), .busy(nil), .show(.heading("No items.")),
        ])
    }

    @Test(.exhaustive) func listBeforeAnyPageLoadedSaysHowToLoadIt() async {
        let presenter = makePresenter { _, _ in throw CancellationError() }
        presenter.attach(view)
        await effects.waitUntilIdle()
        presenter.perform(.list)
        view.assertNext([
            intro, .busy("Loading items…"), .busy(nil),
            .show(.error(Alert(code: "ViewModel.loadingCancelled", text: "Loading cancelled."))),
            .show(.hint(.init(ItemsCommand.Hint.notLoaded))),
        ])
    }

    @Test(.exhaustive) func reappearingShowsTheTitleAndThePageAgainOnlyWhenItChanged() async {
        let purchases = CallLog<Item.ID>()
        let presenter = makePresenter { number, _ in
            Page(
                elements: [Item(id: Item.ID(3), name: "Kyūsu", seller: "Haruka", price: .yen(3_800), isSold: !purchases.calls.isEmpty)],
                number: number, size: 10, totalCount: 1
            )
        }
        presenter.attach(view)
        await effects.waitUntilIdle()
        let table = { (status: Display.Value) in
            RecordingView.Event.show(
                .table(
                    Display.Table(
                        headers: ["#", "Item", "Seller", "Price", "Status"], rows: [["1", "Kyūsu", "Haruka", .money(.yen(3_800)), status]],
                        links: [Display.Link(Item.ID(3), path: "items/3")])))
        }
        view.assertNext([intro, .busy("Loading items…"), .busy(nil), .show(.heading("Page 1 of 1 · 1 item")), table(Self.forSale)])

        presenter.reappear()
        await effects.waitUntilIdle()
        view.assertNext([.show(.heading("Items")), .busy("Loading items…"), .busy(nil)])

        purchases.append(Item.ID(3))
        presenter.reappear()
        await effects.waitUntilIdle()
        view.assertNext([
            .show(.heading("Items")), .busy("Loading items…"), .busy(nil), .show(.heading("Page 1 of 1 · 1 item")), table(Self.sold),
        ])
        requests.assertDidNotEmit()
    }
}
