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
@Suite(.timeLimit(.minutes(1))) struct TransactionDetailViewModelTests {
    enum Output: Equatable {
        case showHUD(String)
        case dismissHUD
        case finishedLoading(TransactionDetails)
        case didReceiveServiceError(String)
        case goBack
        case notFound
    }

    let effects = Effects.watched()
    let log = OutputLog<Output>()

    func makeViewModel(_ one: @escaping @Sendable (Transaction.ID, User.ID) async throws -> Transaction) -> TransactionDetailViewModel {
        var transactions = TransactionsUseCase.unimplemented
        transactions.transaction = one
        let viewModel = TransactionDetailViewModel(
            transaction: Transaction.ID(7), session: Fixtures.demoSession, transactions: transactions, language: .english, effects: effects)
        viewModel.outputs.showHUD = log.record(Output.showHUD)
        viewModel.outputs.dismissHUD = log.record(.dismissHUD)
        viewModel.outputs.finishedLoading = log.record(Output.finishedLoading)
        viewModel.outputs.didReceiveServiceError = log.record { Output.didReceiveServiceError($0.text) }
        viewModel.outputs.goBack = log.record(.goBack)
        viewModel.outputs.notFound = log.record(.notFound)
        return viewModel
    }

    @Test(.exhaustive) func loadsTheBuyersTransaction() async {
        let asked = CallLog<String>()
        let viewModel = makeViewModel { id, buyer in
            asked.append("\(id) for \(buyer)")
            return Transaction(
                id: id, buyer: buyer, item: Item.ID(3), itemName: "Teapot", seller: "Aki", amount: .yen(1_200),
                balanceAfter: .yen(8_800), date: Date(timeIntervalSince1970: 1_795_000_000)
            )
        }
        viewModel.inputs.viewDidLoad()
        log.assertNext([.showHUD("Loading transaction…")])
        await effects.waitUntilIdle()
        log.assertNext([
            .dismissHUD,
            .finishedLoading(
                TransactionDetails(
                    id: Transaction.ID(7), itemName: "Teapot", seller: "Aki", amount: .yen(1_200), balanceAfter: .yen(8_800),
                    date: Date(timeIntervalSince1970: 1_795_000_000)
                )),
        ])
        #expect(asked.calls == ["7 for 1"])
    }

    @Test(
        .exhaustive,
        arguments: [
            (ServiceError.notFound, "You have no transaction 7."),
            (ServiceError.unavailable, "Could not load transaction 7. The service is unavailable. Try again."),
            (ServiceError.store(.busy), "Could not load transaction 7. \(StoreError.busy)"),
        ])
    func aTransactionThatCannotBeLoadedIsReportedThenTheScreenLeaves(error: ServiceError, message: String) async {
        let viewModel = makeViewModel { _, _ in throw error }
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()

        let leave: Output = error == .notFound ? .notFound : .goBack
        log.assertNext([.showHUD("Loading transaction…"), .dismissHUD, .didReceiveServiceError(message), leave], "the error, then leave")
    }
}
