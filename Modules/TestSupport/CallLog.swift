import Synchronization

/// A thread-safe list of the calls a test double received, in order.
public final class CallLog<Call: Sendable>: Sendable {
    private let storage = Mutex<[Call]>([])

    public init() {}

    /// Appends one call.
    public func append(_ call: Call) {
        storage.withLock { $0.append(call) }
    }

    /// Every call so far, oldest first.
    public var calls: [Call] {
        storage.withLock { $0 }
    }
}
