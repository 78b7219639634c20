public import Clocks
public import Testing

extension TestClock {
    /// Waits until some task sleeps on this clock, so that an `advance` which follows cannot
    /// come before the sleep it is meant to end.
    ///
    /// Work started by a view model runs on another task; without this, `advance(by:)` can win
    /// the race on a busy machine, move time before the sleep begins, and leave the test waiting
    /// for a sleep that never ends. This waits on the clock's state, never on wall-clock time;
    /// if nothing sleeps within `attempts` rounds of yielding, the test fails instead of hanging, and a
    /// cancelled test (its time limit passed) stops waiting at once.
    public func waitUntilSleeping(attempts: Int = 100_000, sourceLocation: SourceLocation = #_sourceLocation) async {
        for _ in 0..<attempts {
            guard !Task.isCancelled else { return }  // the test's time limit passed: stop, do not spin on
            do {
                try await checkSuspension()
            } catch {
                return  // `checkSuspension` throws exactly when a sleep is pending
            }
            await Task.yield()
        }
        Issue.record("Nothing slept on the clock after \(attempts) rounds of yielding.", sourceLocation: sourceLocation)
    }
}
