import Clocks
import TestSupport
import Testing
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(1))) struct EffectsTests {
    @Test func workStartsOnlyWhenTheCallerYieldsAndIdleWaitsForIt() async {
        let effects = Effects()
        var log: [String] = []
        effects.perform({ 1 }) { _ in log.append("delivered") }
        log.append("after perform")
        #expect(effects.isBusy)

        await effects.waitUntilIdle()
        #expect(log == ["after perform", "delivered"])
        #expect(!effects.isBusy)
    }

    @Test func aFailureTheRootTakesIsNotDeliveredAndOthersAre() async {
        struct Taken: Error {}
        struct Kept: Error {}
        let root = Effects()
        var seen: [String] = []
        root.takesFailure = { error in
            seen.append("root saw \(type(of: error))")
            return error is Taken
        }
        let scope = root.scope()
        var delivered: [String] = []
        scope.perform({ () throws -> Int in throw Taken() }) { _ in delivered.append("taken") }
        scope.perform({ () throws -> Int in throw Kept() }) { _ in delivered.append("kept") }
        scope.perform({ 1 }) { _ in delivered.append("value") }
        await root.waitUntilIdle()
        #expect(delivered == ["kept", "value"])
        #expect(seen == ["root saw Taken", "root saw Kept"], "successes are not shown to it")
        #expect(!root.isBusy && !scope.isBusy)
    }

    @Test func waitUntilIdleAlsoWaitsForWorkStartedByWork() async {
        let effects = Effects()
        var log: [String] = []
        effects.perform({ "outer" }) { outer in
            log.append((try? outer.get()) ?? "")
            effects.perform({ "inner" }) { inner in log.append((try? inner.get()) ?? "") }
        }
        await effects.waitUntilIdle()
        #expect(log == ["outer", "inner"])
    }

    /// The package builds with `NonisolatedNonsendingByDefault`: a use case's closure runs on the actor
    /// that awaits it, so an effect's work stays on the main actor with no thread hand-off.
    @Test func workRunsOnTheMainActorWithTheEffect() async {
        let effects = Effects()
        let work: @Sendable () async -> Bool = { (#isolation).map { $0 === MainActor.shared } ?? false }
        var ranOnTheMainActor: Bool?
        effects.perform(work) { ranOnTheMainActor = try? $0.get() }
        await effects.waitUntilIdle()
        #expect(ranOnTheMainActor == true)
    }

    /// A wait for work that never ends returns when the waiting task is cancelled (as a test's time limit
    /// cancels it), so the test fails instead of hanging the run; the work itself goes on until cancelled.
    /// (Before, the wait ignored cancellation: a mutant that left a search running hung `make mutants`.)
    @Test func aCancelledWaitReturnsWhileTheWorkGoesOn() async {
        let effects = Effects()
        let clock = TestClock()
        var outcome: String?
        effects.perform({ try await clock.sleep(for: .seconds(5)) }) { outcome = (try? $0.get()) == nil ? "cancelled" : "finished" }
        await clock.waitUntilSleeping()
        var returned = false
        let waiter = Task {
            await effects.waitUntilIdle()
            returned = true
        }
        await Task.yield()
        waiter.cancel()
        // Rounds of yielding, not time: a wait that ignored its cancellation fails here instead of hanging.
        for _ in 0..<10_000 where !returned { await Task.yield() }
        #expect(returned, "the cancelled wait returned")
        #expect(effects.isBusy, "the work is still running")
        #expect(outcome == nil)

        effects.cancelAll()
        await effects.waitUntilIdle()
        #expect(outcome == "cancelled")
    }

    @Test func aWaitStartedByACancelledTaskReturnsAtOnce() async {
        let effects = Effects()
        let clock = TestClock()
        effects.perform({ try await clock.sleep(for: .seconds(5)) }) { _ in }
        await clock.waitUntilSleeping()
        let waiter = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            await effects.waitUntilIdle()
        }
        await waiter.value
        #expect(effects.isBusy)
        effects.cancelAll()
        await effects.waitUntilIdle()
        #expect(!effects.isBusy)
    }

    @Test func whenIdleRunsAtOnceWhenNothingRuns() {
        let effects = Effects()
        var ran = false
        effects.whenIdle { ran = true }
        #expect(ran)
    }

    /// What waits for the work carries on in the turn of the effect that finished last: after every
    /// effect (and those it started) delivered, before anything else queued on the main actor.
    @Test func whenIdleRunsRightAfterTheLastEffectDelivers() async {
        let root = Effects()
        let screen = root.scope()
        let log = CallLog<String>()
        screen.perform({ "outer" }) { _ in
            log.append("outer delivered")
            screen.perform({ "inner" }) { _ in log.append("inner delivered") }
            Task { @MainActor in log.append("other work") }  // queued after the inner effect
        }
        root.whenIdle { log.append("idle") }
        #expect(log.calls.isEmpty, "nothing runs before the caller yields")
        await root.waitUntilIdle()
        #expect(Array(log.calls.prefix(3)) == ["outer delivered", "inner delivered", "idle"])
        #expect(!root.isBusy && !screen.isBusy)
    }

    @Test func performDeliversTheResultOnTheMainActor() async {
        struct Boom: Error {}
        let effects = Effects()
        var delivered: [String] = []
        effects.perform({ 42 }) { delivered.append("value \((try? $0.get()) ?? -1)") }
        effects.perform({ () throws -> Int in throw Boom() }) { result in
            if case .failure(is Boom) = result { delivered.append("error") }
        }
        await effects.waitUntilIdle()
        #expect(delivered == ["value 42", "error"])
    }

    @Test func cancelAllCancelsWorkWaitingOnTheClock() async {
        let effects = Effects()
        let clock = TestClock()
        var outcome = "none"
        effects.perform({ try await clock.sleep(for: .seconds(5)) }) { result in
            outcome = (try? result.get()) == nil ? "cancelled" : "finished"
        }
        await clock.waitUntilSleeping()
        await clock.advance(by: .seconds(1))
        effects.cancelAll()
        await effects.waitUntilIdle()
        #expect(outcome == "cancelled")
    }

    @Test func aScopesWorkIsSeenByItsRootAndCancellingTheScopeCancelsOnlyIt() async {
        let root = Effects()
        let screen = root.scope()
        let other = root.scope()
        let clock = TestClock()
        var outcomes: [String: String] = [:]
        screen.perform({ try await clock.sleep(for: .seconds(5)) }) {
            outcomes["screen"] = (try? $0.get()) == nil ? "cancelled" : "finished"
        }
        other.perform({ try await clock.sleep(for: .seconds(1)) }) { outcomes["other"] = (try? $0.get()) == nil ? "cancelled" : "finished" }
        #expect(root.isBusy && screen.isBusy && other.isBusy)

        screen.cancelAll()
        await screen.waitUntilIdle()
        #expect(outcomes == ["screen": "cancelled"])
        #expect(!screen.isBusy && root.isBusy, "the other scope's work still runs, and the root sees it")

        await clock.advance(by: .seconds(1))
        await root.waitUntilIdle()
        #expect(outcomes == ["screen": "cancelled", "other": "finished"])
        #expect(!root.isBusy && !other.isBusy)
    }

    /// Ctrl-C cancels the root: every piece of work in flight, in every scope and in the root itself, is
    /// cancelled at once, not only one of them. The clock is advanced afterwards, so work that was missed
    /// finishes (and fails the test) instead of waiting until the time limit.
    @Test func cancellingTheRootCancelsEveryPieceOfWorkInEveryScope() async {
        let root = Effects()
        let clock = TestClock()
        var outcomes: [String: String] = [:]
        for (name, effects) in [("root", root), ("screen", root.scope()), ("other", root.scope())] {
            effects.perform({ try await clock.sleep(for: .seconds(5)) }) {
                outcomes[name] = (try? $0.get()) == nil ? "cancelled" : "finished"
            }
        }
        await clock.waitUntilSleeping()

        root.cancelAll()
        await clock.advance(by: .seconds(5))
        await root.waitUntilIdle()
        #expect(outcomes == ["root": "cancelled", "screen": "cancelled", "other": "cancelled"])
        #expect(!root.isBusy)
    }

    @Test func withLatencyEveryEffectWaitsForTheClockFirst() async {
        let clock = TestClock()
        let effects = Effects(latency: Latency(delay: .seconds(2), clock: clock)).scope()
        let calls = CallLog<String>()
        var delivered: [Int] = []
        effects.perform({
            calls.append("ran")
            return 7
        }) { delivered.append((try? $0.get()) ?? -1) }
        await clock.waitUntilSleeping()
        await clock.advance(by: .seconds(1))
        #expect(calls.calls.isEmpty, "a scope waits out its root's latency")
        await clock.advance(by: .seconds(1))
        await effects.waitUntilIdle()
        #expect(calls.calls == ["ran"])
        #expect(delivered == [7])
    }

    @Test func cancellingWhileWaitingOutTheLatencyNeverRunsTheWork() async {
        let clock = TestClock()
        let effects = Effects(latency: Latency(delay: .seconds(2), clock: clock))
        let calls = CallLog<String>()
        var outcome = "none"
        effects.perform({ calls.append("ran") }) { outcome = (try? $0.get()) == nil ? "cancelled" : "finished" }
        await clock.waitUntilSleeping()
        await clock.advance(by: .seconds(1))
        effects.cancelAll()
        await effects.waitUntilIdle()
        #expect(calls.calls.isEmpty)
        #expect(outcome == "cancelled")
    }
}
