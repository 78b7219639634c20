/// Simulated service latency: every effect waits `delay` on `clock` before its use case runs.
///
/// The live app passes a `ContinuousClock` (`--latency 500ms`); tests pass a clock they advance by hand,
/// so no test ever waits for real time. Waiting is cancellable: a cancelled effect throws
/// `CancellationError` before its use case runs, so nothing is half done.
public struct Latency: Sendable {
    public let delay: Duration
    public let clock: any Clock<Duration>

    public init(delay: Duration, clock: any Clock<Duration>) {
        self.delay = delay
        self.clock = clock
    }

    /// Waits out the delay.
    func wait() async throws {
        if delay > .zero { try await clock.sleep(for: delay, tolerance: nil) }
    }
}
