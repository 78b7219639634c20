import Clocks
import TestSupport
import Testing

/// `waitUntilSleeping()` waits on the clock's state, and a cancelled test (its time limit passed) stops
/// waiting at once instead of spinning through its rounds.
@Suite(.timeLimit(.minutes(1))) struct TestClockSleepingTests {
    @Test func aCancelledWaitForASleepStopsAtOnceAndBlamesNothing() async {
        let clock = TestClock()
        let waiter = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            await clock.waitUntilSleeping(attempts: 3)  // nothing sleeps: only the cancellation ends it quietly
        }
        await waiter.value
    }

    @Test func aWaitForASleepReturnsOnceSomethingSleeps() async throws {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitUntilSleeping()
        await clock.advance(by: .seconds(1))
        #expect(try await sleeper.value == ())
    }
}
