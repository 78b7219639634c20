import Clocks
import TestSupport
import Testing
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(1))) struct LatestEffectTests {
    let effects = Effects()
    let clock = TestClock()
    /// "value N", "cancelled" or "failed", for each result delivered.
    let delivered = CallLog<String>()

    func deliver(_ result: Result<Int, any Error>) {
        switch result {
        case let .success(value): delivered.append("value \(value)")
        case .failure(is CancellationError): delivered.append("cancelled")
        case .failure: delivered.append("failed")
        }
    }

    /// Starts a run that sleeps on the clock until it is cancelled, and waits until it sleeps.
    func startRunThatSleeps(on latest: LatestEffect) async {
        latest.perform({ [clock] in
            try await clock.sleep(for: .seconds(5))
            return 1
        }) { deliver($0) }
        await clock.waitUntilSleeping()
        #expect(latest.isRunning)
    }

    @Test func aNewRunSupersedesTheOneInFlightWhoseResultIsDropped() async {
        let latest = LatestEffect(effects)
        await startRunThatSleeps(on: latest)
        latest.perform({ 2 }) { deliver($0) }
        await effects.waitUntilIdle()
        #expect(delivered.calls == ["value 2"])
        #expect(!latest.isRunning)
    }

    @Test func cancellingItDropsTheResult() async {
        let latest = LatestEffect(effects)
        await startRunThatSleeps(on: latest)
        latest.cancel()
        await effects.waitUntilIdle()
        #expect(delivered.calls.isEmpty)
        #expect(!latest.isRunning)
    }

    @Test func cancellingFromOutsideDeliversTheCancellation() async {
        let latest = LatestEffect(effects)
        await startRunThatSleeps(on: latest)
        effects.cancelAll()
        await effects.waitUntilIdle()
        #expect(delivered.calls == ["cancelled"])
        #expect(!latest.isRunning)
    }

    @Test func nothingIsDeliveredOnceItsOwnerIsGone() async {
        var latest: LatestEffect? = LatestEffect(effects)
        weak let released = latest
        latest?.perform({ 1 }) { deliver($0) }
        latest = nil
        await effects.waitUntilIdle()
        #expect(released == nil)
        #expect(delivered.calls.isEmpty)
    }
}
