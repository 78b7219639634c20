import Models
import Presenters
import TestSupport
import Testing
// example-begin
import UseCases
// example-end
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(1))) struct HomePresenterTests {
    let view = RecordingView()
    // example-begin
    let effects = Effects.watched()

    @Test(.exhaustive) func showsGreetingAndBalanceThenOnReappearingTheTitleAndWhatChanged() async {
        let balances = CallLog<Int>()
        let wallet = WalletUseCase { _ in
            balances.append(1)
            return balances.calls.count < 3 ? .yen(10_000) : .yen(9_000)
        }
        let presenter = HomePresenter(viewModel: HomeViewModel(session: Fixtures.demoSession, wallet: wallet, effects: effects))
        presenter.attach(view)
        await effects.waitUntilIdle()
        view.assertNext([.show(.heading("Welcome, Demo.")), .show(.fields([Display.Field("Balance", .money(.yen(10_000)))]))])

        presenter.reappear()
        await effects.waitUntilIdle()
        view.assertNext([.show(.heading("Home"))], "the balance did not change: only where you are")

        presenter.reappear()
        await effects.waitUntilIdle()
        view.assertNext([.show(.heading("Home")), .show(.fields([Display.Field("Balance", .money(.yen(9_000)))]))])
    }
    // example-else
    // @Test(.exhaustive) func showsTheGreetingThenOnReappearingTheTitle() {
    //     let presenter = HomePresenter(viewModel: HomeViewModel(session: Fixtures.demoSession))
    //     presenter.attach(view)
    //     view.assertNext([.show(.heading("Welcome, Demo."))])
    //     presenter.reappear()
    //     view.assertNext([.show(.heading("Home"))])
    // }
    // example-end

    @Test func itHasNoCommandsOfItsOwn() {
        #expect(HomePresenter.Command.self == NoCommand.self, "the screens below home are sections MainRoute declares under it")
    }
}
