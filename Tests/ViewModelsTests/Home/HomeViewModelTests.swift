import Clocks  // example
import Models
import TestSupport
import Testing
import UseCases  // example
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(1))) struct HomeViewModelTests {
    enum Output: Equatable {
        case greeting(String)
        case balance(Money)  // example
        case showAlert(String)  // example
    }

    let log = OutputLog<Output>()
    let effects = Effects.watched()  // example

    func makeViewModel(
        balance: @escaping @Sendable (User.ID) async throws -> Money = { _ in .yen(10_000) }  // example
    ) -> HomeViewModel {
        let viewModel = HomeViewModel(
            session: Fixtures.demoSession,
            language: .english,
            wallet: WalletUseCase(balance: balance),  // example
            effects: effects  // example
        )
        viewModel.outputs.greeting = log.record(Output.greeting)
        viewModel.outputs.balance = log.record(Output.balance)  // example
        viewModel.outputs.showAlert = log.record { Output.showAlert($0.text) }  // example
        return viewModel
    }

    @Test(.exhaustive) func loadGreetsTheUserAndReappearingShowsNothingNew() async {
        let viewModel = makeViewModel()
        viewModel.inputs.viewDidLoad()
        log.assertNext([.greeting("Welcome, Demo.")])
        await effects.waitUntilIdle()  // example
        log.assertNext([.balance(.yen(10_000))])  // example
        viewModel.inputs.viewWillAppear()
        await effects.waitUntilIdle()  // example
        log.assertNothingNew()
    }
}
