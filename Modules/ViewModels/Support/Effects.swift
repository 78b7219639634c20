/// Runs view-model effects (calls to async use cases) as tasks on the main actor, and lets whoever owns
/// it wait until they are done or cancel them.
///
/// A use case runs on the main actor too (the package builds with `NonisolatedNonsendingByDefault`), and
/// so does a read of the store it calls; only work that says `@concurrent` (hashing a password) or that
/// hands itself to another queue (a write) leaves it. A command in the terminal thus costs no thread
/// hand-off: the effect, its use case and the session waiting for it share the main actor's thread.
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
    /// What runs when `tasks` empties (see `whenIdle`), in the order it was asked for, each with an id that
    /// a cancelled `waitUntilIdle()` removes its own by.
    private var idleWaiters: [(id: Int, body: @MainActor () -> Void)] = []
    private var nextWaiterID = 0

    /// Failures the app takes for itself before any screen sees them: given each effect's failure (in this
    /// root or any scope), it returns true when it dealt with it, and then the effect delivers nothing. The
    /// coordinator uses it for a session that ended on the server: the whole signed-in part goes, not one
    /// screen's load. Set on the root; a scope's is never consulted.
    public var takesFailure: (@MainActor (any Error) -> Bool)?

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
            if case let .failure(error) = result, root.takesFailure?(error) == true {
                // Taken by the app (see `takesFailure`): the screen that asked is going away.
            } else {
                deliver(result)
            }
            for owner in owners { owner.finished(id) }
        }
        for owner in owners { owner.tasks[id] = task }
        return EffectHandle(task: task)
    }

    /// Returns once every effect of this scope, including any an effect started, has finished, or as soon
    /// as the task waiting is cancelled (the work itself goes on: `cancelAll()` cancels it). So a test that
    /// waits for work that never ends fails at its time limit instead of hanging the whole run.
    public func waitUntilIdle() async {
        guard isBusy, !Task.isCancelled else { return }
        let id = nextWaiterID
        nextWaiterID += 1
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                idleWaiters.append((id, { continuation.resume() }))
            }
        } onCancel: {
            // Runs on the cancelling thread; the waiter is registered by then or before this task runs, since
            // registering happens in the main actor's current turn.
            Task { @MainActor in self.stopWaiting(id) }
        }
    }

    /// Calls `body` once every effect of this scope, including any an effect started, has finished: at once
    /// when none is running, otherwise on the main actor right after the last one delivers, within that
    /// effect's own turn.
    ///
    /// A front end that reads the next command only when the last one's work is done (the terminal's
    /// session) continues from here instead of awaiting `waitUntilIdle()`. Suspending a task and resuming it
    /// goes through the global pool and back to the main actor, two thread hand-offs per command; carrying
    /// on in the effect's turn costs none.
    public func whenIdle(_ body: @escaping @MainActor () -> Void) {
        guard isBusy else { return body() }
        idleWaiters.append((nextWaiterID, body))
        nextWaiterID += 1
    }

    /// Cancels every running effect of this scope (and the scopes inside it). Each sees `Task.isCancelled`
    /// and its use case throws `CancellationError`.
    public func cancelAll() {
        for task in tasks.values { task.cancel() }
    }

    /// Forgets the effect `id`; when it was the last, resumes whoever waits for this scope to be idle.
    private func finished(_ id: Int) {
        tasks[id] = nil
        guard tasks.isEmpty, !idleWaiters.isEmpty else { return }
        let waiters = idleWaiters
        idleWaiters = []
        for waiter in waiters { waiter.body() }
    }

    /// Resumes the cancelled `waitUntilIdle()` whose waiter is `id`, if the work has not finished first.
    private func stopWaiting(_ id: Int) {
        guard let index = idleWaiters.firstIndex(where: { $0.id == id }) else { return }
        idleWaiters.remove(at: index).body()
    }
}

/// A running effect, which its view model may cancel (for example when a newer search supersedes it).
public struct EffectHandle: Sendable {
    let task: Task<Void, Never>

    public func cancel() { task.cancel() }
    public var isCancelled: Bool { task.isCancelled }
}
