/// Simulated service latency: every use case call first waits `delay` on `clock`.
///
/// The live app passes a `ContinuousClock` (`--latency 500ms`); tests pass a clock they advance by hand,
/// so no test ever waits for real time. Waiting is cancellable: a cancelled call throws
/// `CancellationError` before the wrapped use case runs, so nothing is half done.
public struct Latency: Sendable {
    public let delay: Duration
    public let clock: any Clock<Duration>

    public init(delay: Duration, clock: any Clock<Duration>) {
        self.delay = delay
        self.clock = clock
    }

    /// Waits out the delay, then runs `work`.
    func run<T>(_ work: () async throws -> T) async throws -> T {
        if delay > .zero { try await clock.sleep(for: delay, tolerance: nil) }
        return try await work()
    }
}

extension UseCaseEnvironment {
    /// The same use cases, each made to wait `latency` before it runs.
    public func delayed(by latency: Latency) -> UseCaseEnvironment {
        UseCaseEnvironment(
            login: DelayedLogin(base: login, latency: latency),
            wallet: DelayedWallet(base: wallet, latency: latency),
            items: DelayedItems(base: items, latency: latency),
            purchase: DelayedPurchase(base: purchase, latency: latency),
            transactions: DelayedTransactions(base: transactions, latency: latency)
        )
    }
}
