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
@Suite(.timeLimit(.minutes(1))) struct TransactionDetailPresenterTests {
    let view = RecordingView()
    let effects = Effects.watched()
    let requests = OutputRecorder<MainRequest>("requests")

    func makePresenter(_ one: @escaping @Sendable (Transaction.ID, User.ID) async throws -> Transaction) -> TransactionDetailPresenter {
        var transactions = TransactionsUseCase.unimplemented
        transactions.transaction = one
        let viewModel = TransactionDetailViewModel(
            transaction: Transaction.ID(4), session: Fixtures.demoSession, transactions: transactions, language: .english, effects: effects)
        let presenter = TransactionDetailPresenter(viewModel: viewModel, transaction: Transaction.ID(4), language: .english)
        presenter.onRequest = requests.observer
        presenter.attach(view)
        return presenter
    }

    @Test(.exhaustive) func showsTheTransactionsFieldsWithAmountsAsMoney() async {
        let presenter = makePresenter { id, buyer in
            Transaction(
                id: id, buyer: buyer, item: Item.ID(3), itemName: "Teapot", seller: "Aki", amount: .yen(3_800),
                balanceAfter: .yen(6_200), date: Date(timeIntervalSince1970: 1_795_000_000)
            )
        }
        await effects.waitUntilIdle()
        #expect(TransactionDetailPresenter.Command.self == NoCommand.self, "only the global commands work here")
        #expect(presenter.title == "Transaction 4")
        view.assertNext([
            .busy("Loading transaction…"),
            .busy(nil),
            .show(.heading("Transaction #4")),
            .show(
                .fields([
                    Display.Field("Item", "Teapot"), Display.Field("Seller", "Aki"), Display.Field("Paid", .money(.yen(3_800))),
                    Display.Field("Balance after", .money(.yen(6_200))),
                    Display.Field("Date", .date(Date(timeIntervalSince1970: 1_795_000_000), .minute)),
                ])),
        ])
        requests.assertDidNotEmit()
    }

    /// Not there at all: back to where the person was before asking for it (the flow knows where).
    @Test(.exhaustive) func aMissingTransactionIsOneErrorLineThenAsksToGoWhereThePersonWas() async {
        let presenter = makePresenter { _, _ in throw ServiceError.notFound }
        await effects.waitUntilIdle()
        withExtendedLifetime(presenter) {}
        view.assertNext([
            .busy("Loading transaction…"), .busy(nil),
            .show(.error(Alert(code: "Marketplace.noTransaction", text: "You have no transaction 4."))),
        ])
        requests.assertValues([.notThere])
    }
}
