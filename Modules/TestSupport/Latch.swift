import Foundation

/// A latch a test opens: every `wait()` before `open()` returns when it is opened, and every one after at
/// once. For holding work at a point the test chooses (a password check in flight, a deadline that has not
/// come), with no sleep and no clock.
public final class Latch: @unchecked Sendable {
    // `waiting` and `isOpen` are only touched with `lock` held.
    private let lock = NSLock()
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var isOpen = false

    public init() {}

    public func wait() async {
        await withCheckedContinuation { continuation in
            let now = lock.withLock {
                if isOpen { return true }
                waiting.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    public func open() {
        let waiters = lock.withLock {
            isOpen = true
            defer { waiting = [] }
            return waiting
        }
        for waiter in waiters { waiter.resume() }
    }
}
