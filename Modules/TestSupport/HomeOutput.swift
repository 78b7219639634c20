import Models
public import ViewModels

/// What a home view model tells its view, as a test reads it: home's tests and each feature's section's.
public enum HomeOutput: Equatable, Sendable {
    case greeting(String)
    case finishedLoading([HomeFact])
    case didReceiveServiceError(String)
}

extension HomeViewModel {
    /// The demo user's home with `sections`, its outputs recorded in `log` in the order they come.
    @MainActor
    public static func recorded(sections: [HomeSection] = [], effects: Effects, in log: OutputLog<HomeOutput>) -> HomeViewModel {
        let viewModel = HomeViewModel(session: Fixtures.demoSession, language: .english, sections: sections, effects: effects)
        viewModel.outputs.greeting = log.record(HomeOutput.greeting)
        viewModel.outputs.finishedLoading = log.record(HomeOutput.finishedLoading)
        viewModel.outputs.didReceiveServiceError = log.record { HomeOutput.didReceiveServiceError($0.text) }
        return viewModel
    }
}
