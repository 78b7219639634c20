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
@Suite(.timeLimit(.minutes(1))) struct TransactionsPresenterTests {
    let view = RecordingView()
    let effects = Effects.watched()
    let requests = OutputRecorder<MainRequest>("requests")

    nonisolated static let purchase = Transaction(
        id: Transaction.ID(4), buyer: Fixtures.demoUser.id, item: Item.ID(3), itemName: "Teapot", seller: "Aki",
        amount: .yen(3_800), balanceAfter: .yen(6_200), date: Date(timeIntervalSince1970: 1_795_000_000)
    )
    let table = RecordingView.Event.show(
        .table(
            Display.Table(
                headers: ["#", "Item", "Amount", "Date"],
                rows: [["1", "Teapot", .money(.yen(3_800)), .date(Date(timeIntervalSince1970: 1_795_000_000), .day)]],
                links: [Display.Link(Transaction.ID(4), path: "transactions/4")])))

    func makePresenter(list: @escaping @Sendable (User.ID) async throws -> [Transaction]) -> TransactionsPresenter {
        var transactions = TransactionsUseCase.unimplemented
        transactions.list = list
        let presenter = TransactionsPresenter(
            viewModel: TransactionsViewModel(
                session: Fixtures.demoSession, transactions: transactions, language: .english, effects: effects), language: .english)
        presenter.onRequest = requests.observer
        return presenter
    }

    @Test(.exhaustive) func theStateBecomesABusyLineThenATableAndRowsOpenTheirDetail() async {
        let presenter = makePresenter(list: { _ in [Self.purchase] })
        presenter.attach(view)
        await effects.waitUntilIdle()
        view.assertNext([.busy("Loading transactions…"), .busy(nil), .show(.heading("Your transactions")), table])
        #expect(presenter.deepLinks == ["transactions/4"])
        #expect(presenter.rowNumbers == ["1"])

        presenter.perform(.list)
        view.assertNext([.show(.heading("Your transactions")), table], "list shows it again without loading")
        presenter.perform(.select(row: 1))
        presenter.perform(.select(row: 2))
        requests.assertValues([.show(.marketplace(.transaction(Transaction.ID(4))))])
        view.assertNext([.show(.error(Alert(code: "ViewModel.noRow", text: "There is no row 2: choose 1–1.")))])

        presenter.reappear()
        view.assertNext([.show(.heading("Your transactions"))], "back from a transaction says where you are")
    }

    @Test(.exhaustive) func refreshLoadsTheListAgain() async {
        let calls = CallLog<Int>()
        let presenter = makePresenter(list: { _ in
            calls.append(1)
            return [Self.purchase]
        })
        presenter.attach(view)
        await effects.waitUntilIdle()
        view.assertNext([.busy("Loading transactions…"), .busy(nil), .show(.heading("Your transactions")), table])
        presenter.perform(.refresh)
        await effects.waitUntilIdle()
        view.assertNext([.busy("Loading transactions…"), .busy(nil), .show(.heading("Your transactions")), table])
        #expect(calls.calls.count == 2)
    }

    @Test(.exhaustive) func anEmptyListSaysSoAndHowToFillIt() async {
        let presenter = makePresenter(list: { _ in [] })
        presenter.attach(view)
        await effects.waitUntilIdle()
        view.assertNext([
            .busy("Loading transactions…"), .busy(nil), .show(.heading("Your transactions")),
            .show(.line("No transactions yet.")), .show(.hint(.init(TransactionsCommand.Hint.empty))),
        ])
    }

    @Test(.exhaustive) func aFailedFetchIsOneErrorLineAndListSaysNothingIsLoaded() async {
        let presenter = makePresenter(list: { _ in throw ServiceError.unavailable })
        presenter.attach(view)
        await effects.waitUntilIdle()
        view.assertNext([
            .busy("Loading transactions…"), .busy(nil),
            .show(
                .error(
                    Alert(
                        code: "ServiceError.unavailable", text: "Could not load your transactions. The service is unavailable. Try again."))
            ),
        ])
        presenter.perform(.list)
        view.assertNext([.show(.hint(.init(TransactionsCommand.Hint.notLoaded)))])
    }
}
