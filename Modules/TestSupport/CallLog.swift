import Foundation

/// A thread-safe list of the calls a test double received, in order.
public final class CallLog<Call: Sendable>: @unchecked Sendable {
    // A lock rather than `Mutex`, so TestSupport runs wherever the core does (Mutex needs macOS 15, iOS 18).
    private let lock = NSLock()
    private var storage: [Call] = []

    public init() {}

    /// Appends one call.
    public func append(_ call: Call) {
        lock.withLock { storage.append(call) }
    }

    /// Every call so far, oldest first.
    public var calls: [Call] {
        lock.withLock { storage }
    }
}
