import Clocks
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
@Suite(.timeLimit(.minutes(1))) struct TransactionsViewModelTests {
    let effects = Effects.watched()
    /// The list's outputs in one order: the HUD, then the rows or the error.
    enum Output: Equatable {
        case showHUD(String)
        case dismissHUD
        case finishedLoading([TransactionRow])
        case didReceiveServiceError(Alert)
    }

    let log = OutputLog<Output>()
    let showAlert = OutputRecorder<Alert>("showAlert")
    static let cancelled = Alert(code: "ViewModel.loadingCancelled", text: "Loading cancelled.")
    let open = OutputRecorder<Transaction.ID>("open")

    nonisolated static func transaction(_ id: Int64, _ name: String, _ yen: Int64) -> Transaction {
        Transaction(
            id: Transaction.ID(id), buyer: Fixtures.demoUser.id, item: Item.ID(id), itemName: name, seller: "Aki",
            amount: .yen(yen), balanceAfter: .yen(10_000 - yen), date: Date(timeIntervalSince1970: 1_795_000_000)
        )
    }

    func makeViewModel(_ list: @escaping @Sendable (User.ID) async throws -> [Transaction]) -> TransactionsViewModel {
        var transactions = TransactionsUseCase.unimplemented
        transactions.list = list
        let viewModel = TransactionsViewModel(
            session: Fixtures.demoSession, transactions: transactions, language: .english, effects: effects)
        viewModel.outputs.showHUD = log.record(Output.showHUD)
        viewModel.outputs.dismissHUD = log.record(.dismissHUD)
        viewModel.outputs.finishedLoading = log.record(Output.finishedLoading)
        viewModel.outputs.didReceiveServiceError = log.record(Output.didReceiveServiceError)
        viewModel.outputs.showAlert = showAlert.observer
        viewModel.outputs.open = open.observer
        return viewModel
    }

    static let loading = Output.showHUD("Loading transactions…")

    @Test(.exhaustive) func loadingThenTheRowsNumberedFromOne() async {
        let viewModel = makeViewModel { _ in [Self.transaction(2, "Lamp", 3_000), Self.transaction(1, "Teapot", 1_200)] }
        viewModel.inputs.viewDidLoad()
        log.assertNext([Self.loading])

        await effects.waitUntilIdle()
        log.assertNext([
            .dismissHUD,
            .finishedLoading([
                TransactionRow(
                    number: 1, id: Transaction.ID(2), itemName: "Lamp", amount: .yen(3_000),
                    date: Date(timeIntervalSince1970: 1_795_000_000)),
                TransactionRow(
                    number: 2, id: Transaction.ID(1), itemName: "Teapot", amount: .yen(1_200),
                    date: Date(timeIntervalSince1970: 1_795_000_000)),
            ]),
        ])

        viewModel.inputs.select(row: 2)
        viewModel.inputs.select(row: 3)
        viewModel.inputs.select(row: .min)
        viewModel.inputs.select(row: .max)
        open.assertValues([Transaction.ID(1)])
        showAlert.assertValues(
            [3, .min, .max].map { Alert(code: "ViewModel.noRow", text: "There is no row \($0): choose 1–2.") },
            "each alert carries its key's code, for a program")
    }

    @Test(.exhaustive) func aFailedLoadIsOneLineAndRefreshTriesAgain() async {
        let attempts = CallLog<Int>()
        let viewModel = makeViewModel { _ in
            attempts.append(1)
            if attempts.calls.count == 1 { throw ServiceError.unavailable }
            return []
        }
        viewModel.inputs.viewDidLoad()
        viewModel.inputs.select(row: 1)
        await effects.waitUntilIdle()
        viewModel.inputs.refresh()
        await effects.waitUntilIdle()
        viewModel.inputs.select(row: 1)

        log.assertNext([
            Self.loading, .dismissHUD,
            .didReceiveServiceError(
                Alert(
                    code: "ServiceError.unavailable",
                    text: "Could not load your transactions. The service is unavailable. Try again.")),
            Self.loading, .dismissHUD, .finishedLoading([]),
        ])
        showAlert.assertValues([
            Alert(code: "ViewModel.listNotLoaded", text: "The list has not loaded yet."),
            Alert(code: "Marketplace.noTransactionsToOpen", text: "There are no transactions to open."),
        ])
        open.assertDidNotEmit()
    }

    @Test(.exhaustive) func ctrlCWhileLoadingFailsSayingSoAndRefreshTriesAgain() async {
        let clock = TestClock()
        let viewModel = makeViewModel { _ in
            try await clock.sleep(for: .seconds(1))
            return [Self.transaction(1, "Teapot", 1_200)]
        }
        viewModel.inputs.viewDidLoad()
        await clock.waitUntilSleeping()
        effects.cancelAll()
        await effects.waitUntilIdle()
        log.assertNext([Self.loading, .dismissHUD, .didReceiveServiceError(Self.cancelled)])

        viewModel.inputs.refresh()
        await clock.waitUntilSleeping()
        await clock.advance(by: .seconds(1))
        await effects.waitUntilIdle()
        log.assertNext([
            Self.loading, .dismissHUD,
            .finishedLoading([
                TransactionRow(
                    number: 1, id: Transaction.ID(1), itemName: "Teapot", amount: .yen(1_200),
                    date: Date(timeIntervalSince1970: 1_795_000_000))
            ]),
        ])
        showAlert.assertDidNotEmit()
        open.assertDidNotEmit()
    }

    @Test(.exhaustive) func aRefreshSupersedesTheLoadInFlight() async {
        let clock = TestClock()
        let calls = CallLog<Int>()
        let viewModel = makeViewModel { _ in
            calls.append(calls.calls.count + 1)
            guard calls.calls.count == 1 else { return [] }
            try await clock.sleep(for: .seconds(5))  // ends only when cancelled
            return [Self.transaction(9, "Stale", 1)]
        }
        viewModel.inputs.viewDidLoad()
        await clock.waitUntilSleeping()
        viewModel.inputs.refresh()
        await effects.waitUntilIdle()

        #expect(calls.calls == [1, 2])
        log.assertNext([Self.loading, Self.loading, .dismissHUD, .finishedLoading([])], "the superseded load delivers nothing")
        showAlert.assertDidNotEmit()
    }
}
