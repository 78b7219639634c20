import Foundation
import Models

/// At most `width` password checks at once, and at most `queue` logins waiting for their turn, first come
/// first served. A check costs a tenth of a second of a core by design, so without a bound a flood of wrong
/// passwords (each within its throttle, from many addresses) would hold every core and starve every other
/// request. Past the queue a login is refused at once with `ServiceError.busy`, having checked nothing.
public final class PasswordCheckLimit: Sendable {
    public let width: Int
    public let queue: Int
    private let state = State()
    /// Runs between finding no free place and joining the queue: a check may end in that gap (tests make one).
    private let beforeQueueing: @Sendable (PasswordCheckLimit) async -> Void

    public convenience init(width: Int, queue: Int) {
        self.init(width: width, queue: queue, beforeQueueing: { _ in })
    }

    package init(width: Int, queue: Int, beforeQueueing: @escaping @Sendable (PasswordCheckLimit) async -> Void) {
        self.width = max(1, width)
        self.queue = max(0, queue)
        self.beforeQueueing = beforeQueueing
    }

    /// No bound: every check runs at once (an app checks one password at a time anyway).
    public static var unbounded: PasswordCheckLimit { PasswordCheckLimit(width: .max, queue: 0) }

    /// For a server on this machine: one check fewer than its cores at once (one core is always left for
    /// everything else), and a queue of 32.
    public static var server: PasswordCheckLimit {
        PasswordCheckLimit(width: max(1, ProcessInfo.processInfo.activeProcessorCount - 1), queue: 32)
    }

    /// Runs `work` once a place is free; throws `ServiceError.busy` at once when `queue` wait already, and
    /// `CancellationError` when cancelled while waiting.
    public func run<T>(_ work: () async throws -> T) async throws -> T {
        try await acquire()
        defer { release() }
        return try await work()
    }

    /// How many checks run and how many wait now.
    public var load: (running: Int, waiting: Int) { state.withLock { ($0.running, $0.waiters.count) } }

    private func acquire() async throws {
        let waiter = Waiter()
        let admitted: Bool = try state.withLock { state in
            if takesAFreePlace(&state) { return true }
            guard state.waiters.count < queue else { throw ServiceError.busy(retryAfterSeconds: 1) }
            return false
        }
        if admitted { return }
        await beforeQueueing(self)
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                // Looked at again: a check that ended since the look above found no one waiting and freed its
                // place, which is this login's now (queued, it would wait for a check that is not running).
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if waiter.isCancelled { return .failure(CancellationError()) }
                    if takesAFreePlace(&state) { return .success(()) }
                    waiter.continuation = continuation
                    state.waiters.append(waiter)
                    return nil
                }
                if let outcome { continuation.resume(with: outcome) }
            }
        } onCancel: {
            let waiting = state.withLock { state -> CheckedContinuation<Void, any Error>? in
                waiter.isCancelled = true  // before it is queued, it is refused when it comes
                guard let index = state.waiters.firstIndex(where: { $0 === waiter }) else { return nil }
                state.waiters.remove(at: index)
                return waiter.continuation
            }
            waiting?.resume(throwing: CancellationError())
        }
    }

    /// Takes a place for a check when one is free; with the state's lock held.
    private func takesAFreePlace(_ state: inout State.Value) -> Bool {
        guard state.running < width else { return false }
        state.running += 1
        return true
    }

    /// Hands the place to the first waiting, or frees it.
    private func release() {
        let next = state.withLock { state -> CheckedContinuation<Void, any Error>? in
            guard !state.waiters.isEmpty else {
                state.running -= 1
                return nil
            }
            return state.waiters.removeFirst().continuation
        }
        next?.resume()
    }

    /// A login waiting for its turn; read and written with the state's lock held.
    private final class Waiter: @unchecked Sendable {
        var continuation: CheckedContinuation<Void, any Error>?
        var isCancelled = false
    }

    private final class State: @unchecked Sendable {
        struct Value {
            var running = 0
            var waiters: [Waiter] = []
        }
        // `value` is only read or written with `lock` held.
        private let lock = NSLock()
        private var value = Value()

        func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
            try lock.withLock { try body(&value) }
        }
    }
}
