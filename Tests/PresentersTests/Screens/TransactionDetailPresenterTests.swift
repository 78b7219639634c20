import Foundation
import Models
import Presenters
import TestSupport
import Testing
import UseCases
import ViewModels

@MainActor
@Suite struct TransactionDetailPresenterTests {
    @Test func showsTheTransactionsFields() async {
        let view = RecordingView()
        let effects = Effects()
        var environment = UseCaseEnvironment.unimplemented
        environment.transactions = TransactionsUseCaseDouble(one: { id, buyer in
            Transaction(
                id: id, buyer: buyer, item: Item.ID(3), itemName: "Teapot", seller: "Aki", amount: .yen(3_800),
                balanceAfter: .yen(6_200), date: Date(timeIntervalSince1970: 1_795_000_000)
            )
        })
        let viewModel = TransactionDetailViewModel(
            transaction: Transaction.ID(4), session: Fixtures.demoSession, environment: environment, effects: effects)
        let presenter = TransactionDetailPresenter(viewModel: viewModel)
        presenter.attach(view)
        await effects.waitUntilIdle()

        #expect(presenter.commands.isEmpty, "only the global commands work here")
        #expect(
            view.takeEvents() == [
                .busy("Loading transaction…"),
                .busy(nil),
                .show(.heading("Transaction #4")),
                .show(
                    .fields([
                        Field("Item", "Teapot"), Field("Seller", "Aki"), Field("Paid", "¥3,800"),
                        Field("Balance after", "¥6,200"), Field("Date", "2026-11-18 11:06 UTC"),
                    ])),
            ])
    }

    @Test func aMissingTransactionIsOneErrorLineThenAskToGoBack() async {
        let view = RecordingView()
        let effects = Effects()
        let routes = OutputRecorder<RouteRequest>("routes")
        var environment = UseCaseEnvironment.unimplemented
        environment.transactions = TransactionsUseCaseDouble(one: { _, _ in throw ServiceError.notFound })
        let viewModel = TransactionDetailViewModel(
            transaction: Transaction.ID(4), session: Fixtures.demoSession, environment: environment, effects: effects)
        let presenter = TransactionDetailPresenter(viewModel: viewModel)
        presenter.onRoute = routes.observer
        presenter.attach(view)
        await effects.waitUntilIdle()

        #expect(view.takeEvents() == [.busy("Loading transaction…"), .busy(nil), .show(.error("You have no transaction 4."))])
        routes.assertValues([.back])
    }
}
