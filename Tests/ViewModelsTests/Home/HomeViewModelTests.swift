import Clocks
import Models
import TestSupport
import Testing
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(1))) struct HomeViewModelTests {
    let log = OutputLog<HomeOutput>()
    let effects = Effects.watched()

    func makeViewModel(sections: [HomeSection] = []) -> HomeViewModel {
        HomeViewModel.recorded(sections: sections, effects: effects, in: log)
    }

    /// A section whose facts are `facts` in turn, one list per load.
    static func section(_ facts: [[HomeFact]], served: CallLog<User.ID> = CallLog()) -> HomeSection {
        HomeSection(
            load: { user, _ in
                served.append(user)
                return facts[min(served.calls.count, facts.count) - 1]
            },
            failure: { error, _ in Alert(code: "Test.failed", text: "failed: \(error)") })
    }

    @Test(.exhaustive) func loadGreetsTheUserAndReappearingShowsNothingNew() async {
        let viewModel = makeViewModel()
        viewModel.inputs.viewDidLoad()
        log.assertNext([.greeting("Welcome, Demo.")])
        viewModel.inputs.viewWillAppear()
        await effects.waitUntilIdle()
        log.assertNothingNew()
    }

    @Test(.exhaustive) func eachSectionIsShownAsItLoadsAndAgainOnlyWhenItChanged() async {
        let served = CallLog<User.ID>()
        let first = [HomeFact("Streak", .text("3 days"))]
        let later = [HomeFact("Streak", .text("4 days"))]
        let viewModel = makeViewModel(sections: [Self.section([first, first, later], served: served)])
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext([.greeting("Welcome, Demo."), .finishedLoading(first)])

        viewModel.inputs.viewWillAppear()
        await effects.waitUntilIdle()
        log.assertNothingNew("the same facts are not shown twice")

        viewModel.inputs.viewWillAppear()
        await effects.waitUntilIdle()
        log.assertNext([.finishedLoading(later)])
        #expect(served.calls == Array(repeating: Fixtures.demoUser.id, count: 3), "every appearance asks, for the signed-in user")
    }

    @Test(.exhaustive) func aSectionThatFailsSaysSoInItsOwnWords() async {
        struct Down: Error {}
        let viewModel = makeViewModel(sections: [
            HomeSection(load: { _, _ in throw Down() }, failure: { _, _ in Alert(code: "Test.down", text: "The streak is down.") })
        ])
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext([.greeting("Welcome, Demo."), .didReceiveServiceError("The streak is down.")])
    }
}
