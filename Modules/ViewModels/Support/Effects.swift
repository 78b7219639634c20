/// Runs view-model effects (calls to async use cases) as tasks on the main actor, and lets whoever owns
/// it wait until they are done or cancel them.
///
/// View models never create tasks of their own: they hand work to `perform(_:then:)`, usually through a
/// `LatestEffect`. The app keeps one root; each screen gets its own `scope()`, which the coordinator
/// cancels when the screen is popped or its flow ends, so work belongs to its screen. The root sees every
/// scope's work: the app awaits `waitUntilIdle()` after each command, a test awaits it after each input,
/// and Ctrl-C calls `cancelAll()` on the root. Nothing depends on timing.
@MainActor
public final class Effects {
    /// The scopes this one belongs to, innermost first; each tracks the tasks of the scopes inside it.
    private let ancestors: [Effects]
    private let latency: Latency?
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    /// A root. With a `latency`, every effect (in this root and its scopes) waits it out first.
    public init(latency: Latency? = nil) {
        self.ancestors = []
        self.latency = latency
    }

    private init(parent: Effects) {
        self.ancestors = [parent] + parent.ancestors
        self.latency = parent.latency
    }

    /// A scope for one screen's work: cancelling it cancels only that work; its parent still sees it.
    public func scope() -> Effects {
        Effects(parent: self)
    }

    /// Whether any effect of this scope (or a scope inside it) is still running.
    public var isBusy: Bool { !tasks.isEmpty }

    /// Runs `work` (a use-case call) and hands its result to `deliver` on the main actor. It begins once the
    /// caller yields, never synchronously.
    ///
    /// The usual shape is a `LatestEffect`; directly: `effects.perform({ try await load() }) { [weak self] in self?.loaded($0) }`.
    @discardableResult
    public func perform<Value: Sendable>(
        _ work: @escaping @Sendable () async throws -> Value,
        then deliver: @escaping @MainActor (Result<Value, any Error>) -> Void
    ) -> EffectHandle {
        let latency = self.latency
        let root = ancestors.last ?? self
        let id = root.nextID
        root.nextID += 1
        let owners = [self] + ancestors
        let task = Task { @MainActor in
            let result: Result<Value, any Error>
            do {
                try await latency?.wait()
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            deliver(result)
            for owner in owners { owner.tasks[id] = nil }
        }
        for owner in owners { owner.tasks[id] = task }
        return EffectHandle(task: task)
    }

    /// Returns once every effect of this scope, including any an effect started, has finished.
    public func waitUntilIdle() async {
        while let task = tasks.values.first {
            await task.value
        }
    }

    /// Cancels every running effect of this scope (and the scopes inside it). Each sees `Task.isCancelled`
    /// and its use case throws `CancellationError`.
    public func cancelAll() {
        for task in tasks.values { task.cancel() }
    }
}

/// A running effect, which its view model may cancel (for example when a newer search supersedes it).
public struct EffectHandle: Sendable {
    let task: Task<Void, Never>

    public func cancel() { task.cancel() }
    public var isCancelled: Bool { task.isCancelled }
}
