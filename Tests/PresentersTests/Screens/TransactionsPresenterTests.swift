import Foundation
import Models
import Presenters
import TestSupport
import Testing
import UseCases
import ViewModels

@MainActor
@Suite struct TransactionsPresenterTests {
    let view = RecordingView()
    let effects = Effects()
    let routes = OutputRecorder<RouteRequest>("routes")

    nonisolated static let purchase = Transaction(
        id: Transaction.ID(4), buyer: Fixtures.demoUser.id, item: Item.ID(3), itemName: "Teapot", seller: "Aki",
        amount: .yen(3_800), balanceAfter: .yen(6_200), date: Date(timeIntervalSince1970: 1_795_000_000)
    )

    func makePresenter(list: @escaping @Sendable (User.ID) async throws -> [Transaction]) -> TransactionsPresenter {
        var environment = UseCaseEnvironment.unimplemented
        environment.transactions = TransactionsUseCaseDouble(list: list)
        return TransactionsPresenter(
            viewModel: TransactionsViewModel(session: Fixtures.demoSession, environment: environment, effects: effects))
    }

    @Test(.exhaustive) func theStateBecomesABusyLineThenATableAndRowsOpenTheirDetail() async {
        let presenter = makePresenter(list: { _ in [Self.purchase] })
        presenter.onRoute = routes.observer
        presenter.attach(view)
        await effects.waitUntilIdle()

        #expect(
            view.takeEvents() == [
                .busy("Loading transactions…"),
                .busy(nil),
                .show(.heading("Your transactions")),
                .show(.table(Table(headers: ["#", "Item", "Amount", "Date"], rows: [["1", "Teapot", "¥3,800", "2026-11-18"]]))),
            ])
        #expect(presenter.deepLinks == ["transactions/4"])
        presenter.perform(ParsedCommand("select", ["1"]))
        routes.assertValues([.transaction(Transaction.ID(4))])
    }

    @Test func anEmptyListSaysHowToFillIt() async {
        let presenter = makePresenter(list: { _ in [] })
        presenter.attach(view)
        await effects.waitUntilIdle()
        #expect(
            view.takeEvents().suffix(2) == [
                .show(.heading("Your transactions")),
                .show(.line("No transactions yet. Buy something from 'items'.")),
            ])
    }

    @Test func aFailedFetchIsOneErrorLine() async {
        let presenter = makePresenter(list: { _ in throw ServiceError.unavailable })
        presenter.attach(view)
        await effects.waitUntilIdle()
        #expect(
            view.takeEvents() == [
                .busy("Loading transactions…"),
                .busy(nil),
                .show(.error("Could not load your transactions. The service is unavailable. Try again.")),
            ])
    }
}
