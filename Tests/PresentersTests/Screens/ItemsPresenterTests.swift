import Models
import Presenters
import TestSupport
import Testing
import UseCases
import ViewModels

@MainActor
@Suite struct ItemsPresenterTests {
    let view = RecordingView()
    let effects = Effects()
    let routes = OutputRecorder<RouteRequest>("routes")

    @Test(.exhaustive) func showsAPageAsATableAndOpensTheRowTyped() async {
        var environment = UseCaseEnvironment.unimplemented
        environment.items = ItemsUseCaseDouble(page: { number, _ in
            Page(
                elements: [
                    Item(id: Item.ID(11), name: "Lamp", seller: "Mori", price: .yen(3_600), isSold: false),
                    Item(id: Item.ID(12), name: "急須", seller: "Aki", price: .yen(900), isSold: true),
                ],
                number: number, size: 10, totalCount: 12
            )
        })
        let presenter = ItemsPresenter(viewModel: ItemsViewModel(environment: environment, effects: effects))
        presenter.onRoute = routes.observer
        presenter.attach(view)
        await effects.waitUntilIdle()

        let page = [
            RecordingView.Event.show(.heading("Page 1 of 2 · 12 items")),
            .show(
                .table(
                    Table(
                        headers: ["#", "Item", "Seller", "Price", ""],
                        rows: [["1", "Lamp", "Mori", "¥3,600", ""], ["2", "急須", "Aki", "¥900", "SOLD"]]))),
        ]
        #expect(
            view.takeEvents() == [
                .show(.line("Items for sale. Type a row number to open one; 'next' and 'prev' turn pages; 'search TEXT' filters.")),
                .busy("Loading items…"),
                .busy(nil),
            ] + page)

        presenter.perform(ParsedCommand("list"))
        #expect(view.takeEvents() == page, "list shows the page again without loading it")
        #expect(presenter.argumentCompletions(for: "select", index: 0) == ["1", "2"])
        #expect(presenter.deepLinks == ["items/11", "items/12"])

        presenter.perform(ParsedCommand("select", ["2"]))
        presenter.perform(ParsedCommand("select", ["3"]))
        routes.assertValues([.item(Item.ID(12))])
        #expect(view.takeEvents() == [.show(.error("There is no row 3: choose 1–2."))])
    }

    @Test(.exhaustive) func reappearingShowsThePageAgainOnlyWhenItChanged() async {
        let purchases = CallLog<Item.ID>()
        var environment = UseCaseEnvironment.unimplemented
        environment.items = ItemsUseCaseDouble(page: { number, _ in
            Page(
                elements: [Item(id: Item.ID(3), name: "Kyūsu", seller: "Haruka", price: .yen(3_800), isSold: !purchases.calls.isEmpty)],
                number: number, size: 10, totalCount: 1
            )
        })
        let presenter = ItemsPresenter(viewModel: ItemsViewModel(environment: environment, effects: effects))
        presenter.onRoute = routes.observer
        presenter.attach(view)
        await effects.waitUntilIdle()
        _ = view.takeEvents()

        presenter.reappear()
        await effects.waitUntilIdle()
        #expect(view.takeEvents() == [.busy("Loading items…"), .busy(nil)])

        purchases.append(Item.ID(3))
        presenter.reappear()
        await effects.waitUntilIdle()
        #expect(
            view.takeEvents() == [
                .busy("Loading items…"), .busy(nil), .show(.heading("Page 1 of 1 · 1 item")),
                .show(.table(Table(headers: ["#", "Item", "Seller", "Price", ""], rows: [["1", "Kyūsu", "Haruka", "¥3,800", "SOLD"]]))),
            ])
        routes.assertDidNotEmit()
    }
}
