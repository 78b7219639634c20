import Models
import Presenters
import TestSupport
import Testing
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(1))) struct HomePresenterTests {
    let view = RecordingView()
    let effects = Effects.watched()

    func makePresenter(sections: [HomeSection] = []) -> HomePresenter {
        HomePresenter(
            viewModel: HomeViewModel(session: Fixtures.demoSession, language: .english, sections: sections, effects: effects),
            language: .english)
    }

    @Test(.exhaustive) func showsTheGreetingThenOnReappearingTheTitle() async {
        let presenter = makePresenter()
        presenter.attach(view)
        await effects.waitUntilIdle()
        view.assertNext([.show(.heading("Welcome, Demo."))])
        presenter.reappear()
        await effects.waitUntilIdle()
        view.assertNext([.show(.heading("Home"))])
    }

    @Test(.exhaustive) func aSectionsFactsAreFields() async {
        let presenter = makePresenter(sections: [
            HomeSection(load: { _, _ in [HomeFact("Streak", .text("3 days"))] }, failure: { _, _ in Alert(code: "x", text: "x") })
        ])
        presenter.attach(view)
        await effects.waitUntilIdle()
        view.assertNext([.show(.heading("Welcome, Demo.")), .show(.fields([Display.Field("Streak", .text("3 days"))]))])
    }

    @Test(.exhaustive) func aSectionsFailureIsAnError() async {
        let presenter = makePresenter(sections: [
            HomeSection(load: { _, _ in throw CancellationError() }, failure: { _, _ in Alert(code: "Test.down", text: "Down.") })
        ])
        presenter.attach(view)
        await effects.waitUntilIdle()
        view.assertNext([.show(.heading("Welcome, Demo.")), .show(.error(Alert(code: "Test.down", text: "Down.")))])
    }

    @Test func itHasNoCommandsOfItsOwn() {
        #expect(HomePresenter.Command.self == NoCommand.self, "the screens below home are sections MainRoute declares under it")
    }
}
