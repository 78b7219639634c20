import Clocks
import Models
import TestSupport
import Testing
import UseCases
import ViewModels

@MainActor
@Suite struct HomeViewModelTests {
    let effects = Effects()
    let greeting = OutputRecorder<String>("greeting")
    let balance = OutputRecorder<String>("balance")
    let showAlert = OutputRecorder<String>("showAlert")
    let openItems = OutputRecorder<Void>("openItems")
    let openTransactions = OutputRecorder<Void>("openTransactions")
    let loggedOut = OutputRecorder<Void>("loggedOut")

    private func makeViewModel(balances: @escaping @Sendable (User.ID) async throws -> Money) -> HomeViewModel {
        var environment = UseCaseEnvironment.unimplemented
        environment.wallet = WalletUseCaseDouble(balances)
        let viewModel = HomeViewModel(session: Fixtures.demoSession, environment: environment, effects: effects)
        viewModel.outputs.greeting = greeting.observer
        viewModel.outputs.balance = balance.observer
        viewModel.outputs.showAlert = showAlert.observer
        viewModel.outputs.openItems = openItems.action
        viewModel.outputs.openTransactions = openTransactions.action
        viewModel.outputs.loggedOut = loggedOut.action
        return viewModel
    }

    @Test(.exhaustive) func loadGreetsTheUserThenShowsTheirBalance() async {
        let asked = CallLog<User.ID>()
        let viewModel = makeViewModel { user in
            asked.append(user)
            return .yen(10_000)
        }
        viewModel.inputs.viewDidLoad()
        greeting.assertValues(["Welcome, Demo."])
        balance.assertDidNotEmit()

        await effects.waitUntilIdle()
        balance.assertValues(["¥10,000"])
        #expect(asked.calls == [Fixtures.demoUser.id])
        showAlert.assertDidNotEmit()
        openItems.assertDidNotEmit()
        openTransactions.assertDidNotEmit()
        loggedOut.assertDidNotEmit()
    }

    @Test(.exhaustive) func reappearingShowsTheBalanceAsItStandsNow() async {
        let balances = CallLog<Int>()
        let viewModel = makeViewModel { _ in
            balances.append(0)
            return balances.calls.count == 1 ? .yen(10_000) : .yen(8_800)
        }
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        viewModel.inputs.viewWillAppear()
        await effects.waitUntilIdle()

        greeting.assertValues(["Welcome, Demo."])
        balance.assertValues(["¥10,000", "¥8,800"])
        showAlert.assertDidNotEmit()
    }

    @Test(.exhaustive) func aBalanceThatFailsToLoadShowsAnAlert() async {
        let viewModel = makeViewModel { _ in throw ServiceError.unavailable }
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()

        greeting.assertValues(["Welcome, Demo."])
        balance.assertDidNotEmit()
        showAlert.assertValues(["Could not load your balance. The service is unavailable. Try again."])
    }

    @Test(.exhaustive) func commandsBecomeNavigationOutputs() async {
        let viewModel = makeViewModel { _ in .yen(1) }
        viewModel.inputs.itemsTapped()
        viewModel.inputs.transactionsTapped()
        viewModel.inputs.transactionsTapped()
        viewModel.inputs.logoutTapped()

        openItems.assertValueCount(1)
        openTransactions.assertValueCount(2)
        loggedOut.assertValueCount(1)
        greeting.assertDidNotEmit()
        balance.assertDidNotEmit()
        showAlert.assertDidNotEmit()
    }

    @Test(.exhaustive) func loggingOutWhileTheBalanceLoadsDropsTheStaleResult() async {
        let viewModel = makeViewModel { _ in .yen(10_000) }
        viewModel.inputs.viewDidLoad()
        viewModel.inputs.logoutTapped()
        await effects.waitUntilIdle()

        greeting.assertValues(["Welcome, Demo."])
        loggedOut.assertValueCount(1)
        balance.assertDidNotEmit()
        showAlert.assertDidNotEmit()
    }

    @Test(.exhaustive) func ctrlCWhileTheBalanceLoadsSaysSoInsteadOfShowingNothing() async {
        let clock = TestClock()
        let viewModel = makeViewModel { _ in
            try await clock.sleep(for: .seconds(1))
            return .yen(10_000)
        }
        viewModel.inputs.viewDidLoad()
        await clock.waitUntilSleeping()
        effects.cancelAll()
        await effects.waitUntilIdle()

        greeting.assertValues(["Welcome, Demo."])
        balance.assertDidNotEmit()
        showAlert.assertValues(["Loading your balance was cancelled."])
    }
}
