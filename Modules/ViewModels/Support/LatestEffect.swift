/// The one run in flight of a kind of work a view model does, such as "load the page" or "log in": the
/// single idiom every view model uses for work in flight.
///
/// `isRunning` tells whether a run is in flight (a view model that must not start twice guards on it);
/// `perform` starts a run and supersedes the one in flight (a newer search replaces the older one). A
/// superseded run, or one the view model `cancel()`s, delivers nothing. A run cancelled from outside
/// (Ctrl-C, `Effects.cancelAll()`) delivers its `CancellationError`, so the view model can stop showing
/// that it is loading and say the work was cancelled.
@MainActor
public final class LatestEffect {
    private let effects: Effects
    private var current: (id: Int, handle: EffectHandle)?
    private var nextID = 0

    public init(_ effects: Effects) {
        self.effects = effects
    }

    /// Whether a run is in flight.
    public var isRunning: Bool { current != nil }

    /// Cancels the run in flight, if any, and starts `work`; `deliver` gets its result unless it is superseded in turn.
    public func perform<Value: Sendable>(
        _ work: @escaping @Sendable () async throws -> Value,
        then deliver: @escaping @MainActor (Result<Value, any Error>) -> Void
    ) {
        current?.handle.cancel()
        let id = nextID
        nextID += 1
        let handle = effects.perform(work) { [weak self] result in
            guard let self, self.current?.id == id else { return }  // superseded or cancelled by the owner
            self.current = nil
            deliver(result)
        }
        current = (id, handle)
    }

    /// Cancels the run in flight; its result is dropped.
    public func cancel() {
        current?.handle.cancel()
        current = nil
    }
}
