import Models
import Presenters
import TestSupport
import Testing
import UseCases  // example
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(1))) struct HomePresenterTests {
    let view = RecordingView()
    let effects = Effects.watched()  // example

    func makePresenter(
        wallet: WalletUseCase = WalletUseCase { _ in .yen(10_000) }  // example
    ) -> HomePresenter {
        HomePresenter(
            viewModel: HomeViewModel(
                session: Fixtures.demoSession,
                language: .english,
                wallet: wallet,  // example
                effects: effects  // example
            ), language: .english)
    }

    @Test(.exhaustive) func showsTheGreetingThenOnReappearingTheTitle() async {
        let presenter = makePresenter()
        presenter.attach(view)
        await effects.waitUntilIdle()  // example
        view.assertNext([
            .show(.heading("Welcome, Demo.")),
            .show(.fields([Display.Field("Balance", .money(.yen(10_000)))])),  // example
        ])
        presenter.reappear()
        await effects.waitUntilIdle()  // example
        view.assertNext([.show(.heading("Home"))])
    }

    @Test func itHasNoCommandsOfItsOwn() {
        #expect(HomePresenter.Command.self == NoCommand.self, "the screens below home are sections MainRoute declares under it")
    }
}
