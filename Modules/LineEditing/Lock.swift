#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value that threads take turns with: `withLock` runs a closure on it while holding a pthread
/// mutex. It has the shape of `Mutex` from the Synchronization module, which needs macOS 15 and
/// iOS 18 (this package supports macOS 13 and iOS 16).
///
/// As with `Mutex`, locking it again on the thread that holds it is a programming error that stops
/// the process (the mutex checks for it), rather than a silent hang. Never use it in a signal
/// handler (a mutex is not async-signal-safe): signal handlers share values through `AtomicCell`.
///
/// `@unchecked Sendable` is sound for the same reason `Mutex` is `Sendable`: the value is only ever
/// reached inside `withLock` or `withLockIfAvailable`, with the mutex held, and it comes in and goes
/// out only as `sending` (no other reference to it, or to what it holds, stays behind). The mutex
/// and the value live in memory this lock allocated, so neither ever moves.
public final class Lock<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let value: UnsafeMutablePointer<Value>

    /// A lock guarding `initialValue`.
    public init(_ initialValue: sending Value) {
        value = .allocate(capacity: 1)
        value.initialize(to: initialValue)
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ERRORCHECK))
        let status = pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        precondition(status == 0, "pthread_mutex_init failed: \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
        value.deinitialize(count: 1)
        value.deallocate()
    }

    /// Runs `body` with the value, waiting until no other thread holds the lock.
    public func withLock<Result>(_ body: (inout sending Value) throws -> sending Result) rethrows -> sending Result {
        let status = pthread_mutex_lock(mutex)
        precondition(status == 0, status == EDEADLK ? "Recursive call to lock a Lock" : "pthread_mutex_lock failed: \(status)")
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }

    /// Runs `body` with the value if no thread holds the lock right now; nil (and `body` not run) if one does.
    public func withLockIfAvailable<Result>(_ body: (inout sending Value) throws -> sending Result) rethrows -> sending Result? {
        guard pthread_mutex_trylock(mutex) == 0 else { return nil }
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value.pointee)
    }
}
