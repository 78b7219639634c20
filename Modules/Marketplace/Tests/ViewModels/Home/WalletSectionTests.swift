import Clocks
import MarketplaceUseCases
import MarketplaceViewModels
import Models
import TestSupport
import Testing
import UseCases
import ViewModels

/// The marketplace's part of home: the wallet's balance, as `HomeSection.wallet` shows it.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct WalletSectionTests {
    let log = OutputLog<HomeOutput>()
    let effects = Effects.watched()

    func makeViewModel(balance: @escaping @Sendable (User.ID) async throws -> Money) -> HomeViewModel {
        HomeViewModel.recorded(sections: [.wallet(WalletUseCase(balance: balance))], effects: effects, in: log)
    }

    static func balance(_ money: Money) -> HomeOutput { .finishedLoading([HomeFact("Balance", .money(money))]) }

    @Test(.exhaustive) func loadGreetsTheUserThenShowsTheirBalance() async {
        let asked = CallLog<User.ID>()
        let viewModel = makeViewModel { user in
            asked.append(user)
            return .yen(10_000)
        }
        viewModel.inputs.viewDidLoad()
        log.assertNext([.greeting("Welcome, Demo.")])

        await effects.waitUntilIdle()
        log.assertNext([Self.balance(.yen(10_000))])
        #expect(asked.calls == [Fixtures.demoUser.id])
    }

    @Test(.exhaustive) func reappearingLoadsTheBalanceAgainAndShowsItOnlyWhenItChanged() async {
        let balances = Balances([.yen(10_000), .yen(10_000), .yen(8_800)])
        let viewModel = makeViewModel { _ in balances.next() }
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext([.greeting("Welcome, Demo."), Self.balance(.yen(10_000))])

        viewModel.inputs.viewWillAppear()
        await effects.waitUntilIdle()
        log.assertNothingNew("the same balance is not shown twice")

        viewModel.inputs.viewWillAppear()
        await effects.waitUntilIdle()
        log.assertNext([Self.balance(.yen(8_800))])
        #expect(balances.served == 3, "every appearance asks the wallet")
    }

    @Test(.exhaustive) func aBalanceThatFailsToLoadShowsAnAlert() async {
        let viewModel = makeViewModel { _ in throw ServiceError.unavailable }
        viewModel.inputs.viewDidLoad()
        await effects.waitUntilIdle()
        log.assertNext([
            .greeting("Welcome, Demo."), .didReceiveServiceError("Could not load your balance. The service is unavailable. Try again."),
        ])
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
        log.assertNext([.greeting("Welcome, Demo."), .didReceiveServiceError("Loading your balance was cancelled.")])
    }
}

/// Balances served in turn, one per call.
final class Balances: Sendable {
    private let queue: CallLog<Money>
    private let values: [Money]

    init(_ values: [Money]) {
        self.values = values
        self.queue = CallLog()
    }

    func next() -> Money {
        let index = min(queue.calls.count, values.count - 1)
        queue.append(values[index])
        return values[index]
    }

    var served: Int { queue.calls.count }
}
