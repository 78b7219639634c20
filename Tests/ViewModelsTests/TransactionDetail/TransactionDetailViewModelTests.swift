import Foundation
import Models
import TestSupport
import Testing
import UseCases
import ViewModels

@MainActor
@Suite struct TransactionDetailViewModelTests {
    let effects = Effects()
    let isLoading = OutputRecorder<Bool>("isLoading")
    let finishedLoading = OutputRecorder<TransactionDetails>("finishedLoading")
    let didReceiveServiceError = OutputRecorder<String>("didReceiveServiceError")
    let goBack = OutputRecorder<Void>("goBack")

    func makeViewModel(_ one: @escaping @Sendable (Transaction.ID, User.ID) async throws -> Transaction) -> TransactionDetailViewModel {
        var environment = UseCaseEnvironment.unimplemented
        environment.transactions = TransactionsUseCaseDouble(one: one)
        let viewModel = TransactionDetailViewModel(
            transaction: Transaction.ID(7), session: Fixtures.demoSession, environment: environment, effects: effects)
        viewModel.outputs.isLoading = isLoading.observer
        viewModel.outputs.finishedLoading = finishedLoading.observer
        viewModel.outputs.didReceiveServiceError = didReceiveServiceError.observer
        viewModel.outputs.goBack = goBack.action
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
        isLoading.assertValues([true])
        await effects.waitUntilIdle()

        isLoading.assertValues([true, false])
        finishedLoading.assertValues([
            TransactionDetails(
                id: Transaction.ID(7), itemName: "Teapot", seller: "Aki", amount: "¥1,200", balanceAfter: "¥8,800",
                date: "2026-11-18 11:06 UTC"
            )
        ])
        #expect(asked.calls == ["7 for 1"])
        didReceiveServiceError.assertDidNotEmit()
        goBack.assertDidNotEmit()
    }

    @Test(
        .exhaustive,
        arguments: [
            (ServiceError.notFound, "You have no transaction 7."),
            (ServiceError.unavailable, "Could not load transaction 7. The service is unavailable. Try again."),
        ])
    func aTransactionThatCannotBeLoadedIsReportedThenTheScreenLeaves(error: ServiceError, message: String) async {
        let viewModel = makeViewModel { _, _ in throw error }
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()

        isLoading.assertValues([true, false])
        didReceiveServiceError.assertValues([message])
        goBack.assertValueCount(1)
        finishedLoading.assertDidNotEmit()
    }
}
