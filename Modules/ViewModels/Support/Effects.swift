/// Runs view-model effects (calls to async use cases) as tasks on the main actor, and lets whoever
/// owns it wait until they are done or cancel them.
///
/// View models never create tasks of their own: they hand work to `run(_:)`. The app awaits
/// `waitUntilIdle()` after each command, a test awaits it after each input, and Ctrl-C calls
/// `cancelAll()`. Nothing depends on timing.
@MainActor
public final class Effects {
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var nextID = 0

    public init() {}

    /// Whether any effect is still running.
    public var isBusy: Bool { !tasks.isEmpty }

    /// Starts `operation` on the main actor. It begins once the caller yields, never synchronously.
    @discardableResult
    public func run(_ operation: @escaping @MainActor () async -> Void) -> EffectHandle {
        let id = nextID
        nextID += 1
        let task = Task { @MainActor [weak self] in
            await operation()
            self?.tasks[id] = nil
        }
        tasks[id] = task
        return EffectHandle(task: task)
    }

    /// Runs `work` (a use-case call) and hands its result to `deliver` on the main actor.
    ///
    /// The usual shape in a view model: `effects.perform({ try await useCase.load() }) { [weak self] in self?.loaded($0) }`.
    @discardableResult
    public func perform<Value: Sendable>(
        _ work: @escaping @Sendable () async throws -> Value,
        then deliver: @escaping @MainActor (Result<Value, any Error>) -> Void
    ) -> EffectHandle {
        run {
            let result: Result<Value, any Error>
            do {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            deliver(result)
        }
    }

    /// Returns once every effect, including any an effect started, has finished.
    public func waitUntilIdle() async {
        while let task = tasks.values.first {
            await task.value
        }
    }

    /// Cancels every running effect. Each sees `Task.isCancelled` and its use case throws `CancellationError`.
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
