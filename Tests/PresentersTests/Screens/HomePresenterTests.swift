import Models
import Presenters
import TestSupport
import Testing
import UseCases
import ViewModels

@MainActor
@Suite struct HomePresenterTests {
    let view = RecordingView()
    let effects = Effects()
    let routes = OutputRecorder<RouteRequest>("routes")

    @Test(.exhaustive) func showsGreetingAndBalanceAndReportsRoutes() async {
        let balances = CallLog<Int>()
        var environment = UseCaseEnvironment.unimplemented
        environment.wallet = WalletUseCaseDouble { _ in
            balances.append(1)
            return balances.calls.count == 1 ? .yen(10_000) : .yen(9_000)
        }
        let presenter = HomePresenter(viewModel: HomeViewModel(session: Fixtures.demoSession, environment: environment, effects: effects))
        presenter.onRoute = routes.observer
        presenter.attach(view)
        await effects.waitUntilIdle()
        #expect(view.takeEvents() == [.show(.heading("Welcome, Demo.")), .show(.fields([Field("Balance", "¥10,000")]))])

        presenter.reappear()
        await effects.waitUntilIdle()
        #expect(view.takeEvents() == [.show(.fields([Field("Balance", "¥9,000")]))])

        presenter.perform(ParsedCommand("items"))
        presenter.perform(ParsedCommand("transactions"))
        presenter.perform(ParsedCommand("logout"))
        routes.assertValues([.items, .transactions, .logout])
        #expect(view.takeEvents() == [])
    }
}
