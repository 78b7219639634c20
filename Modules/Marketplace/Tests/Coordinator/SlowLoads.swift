import AppTesting
import Clocks
import Coordinator
import MarketplaceCoordinator
import MarketplaceModels
import MarketplacePresenters
import MarketplaceUseCases
import Models
import Presenters
import TestSupport
import Testing
import TextShell
import UseCases
import ViewModels

/// Loads of a `TestApp` that wait on clocks the test advances, one clock for each kind of load, and log
/// their kind in `cancelled` when they are cancelled instead of finishing.
///
/// Every item load waits; of the balance and the pages only the ones after the first do (the first
/// balance lets the session start, the first page gives a list to select from). A kind not asked for
/// comes at once.
final class SlowLoads: Sendable {
    enum Kind: String, Comparable, Sendable {
        case balance, item, page

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// How long a slow load waits on its clock.
    static let delay = Duration.seconds(30)

    let kinds: Set<Kind>
    /// The kinds of the loads that were cancelled, in the order they saw it.
    let cancelled = CallLog<Kind>()
    private let started = CallLog<Kind>()
    private let clocks: [Kind: TestClock<Duration>] = [.balance: TestClock(), .item: TestClock(), .page: TestClock()]

    init(_ kinds: Set<Kind>) {
        self.kinds = kinds
    }

    /// Makes the loads of `kinds` in `environment` slow.
    func install(in environment: inout UseCaseEnvironment) {
        let (item, page, balance) = (
            environment.marketplace.items.item, environment.marketplace.items.page, environment.marketplace.wallet.balance
        )
        environment.marketplace.items.item = { id in
            try await self.wait(.item)
            return try await item(id)
        }
        environment.marketplace.items.page = { number, query in
            try await self.wait(.page)
            return try await page(number, query)
        }
        environment.marketplace.wallet.balance = { user in
            try await self.wait(.balance)
            return try await balance(user)
        }
    }

    /// Waits until a load of each of `kinds` sleeps on its clock.
    func waitUntilSleeping(_ kinds: Kind...) async {
        for kind in kinds { await clocks[kind]?.waitUntilSleeping() }
    }

    /// Lets every load still waiting finish, as if its time had passed: work a test expected cancelled but
    /// that was not then finishes (and the test fails on what it shows) rather than hangs to the time limit.
    func elapse() async {
        for kind in [Kind.balance, .item, .page] { await clocks[kind]?.advance(by: Self.delay) }
    }

    private func wait(_ kind: Kind) async throws {
        started.append(kind)
        guard kinds.contains(kind), kind == .item || started.calls.filter({ $0 == kind }).count > 1,
            let clock = clocks[kind]
        else { return }
        do {
            try await clock.sleep(for: Self.delay)
        } catch {
            cancelled.append(kind)
            throw error
        }
    }
}

extension TestApp {
    /// A test app with the marketplace, whose loads of the kinds `slow` asks for wait on its clocks.
    init(slow: SlowLoads) {
        self = .marketplace { slow.install(in: &$0) }
    }
}
