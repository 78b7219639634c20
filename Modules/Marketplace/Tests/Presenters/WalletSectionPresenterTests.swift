import MarketplacePresenters
import MarketplaceUseCases
import MarketplaceViewModels
import Models
import Presenters
import TestSupport
import Testing
import UseCases
import ViewModels

/// The wallet on home: the balance.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct WalletSectionPresenterTests {
    let view = RecordingView()
    let effects = Effects.watched()

    func makePresenter(sections: [HomeSection]) -> HomePresenter {
        HomePresenter(
            viewModel: HomeViewModel(session: Fixtures.demoSession, language: .english, sections: sections, effects: effects),
            language: .english)
    }

    @Test(.exhaustive) func onReappearingTheBalanceIsShownAgainOnlyWhenItChanged() async {
        let balances = CallLog<Int>()
        let presenter = makePresenter(sections: [
            .wallet(
                WalletUseCase { _ in
                    balances.append(1)
                    return balances.calls.count < 3 ? .yen(10_000) : .yen(9_000)
                })
        ])
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
}
