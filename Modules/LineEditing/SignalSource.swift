public import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A signal handled by a dispatch source instead of a C handler: for work that must take locks or wait
/// (JSON Lines ends the process on SIGTERM only between two lines it writes).
public enum SignalSource {
    /// From now on `signal` runs `handler` on `queue` instead of its default action (it is ignored, and the
    /// source receives it). Returns the source, which must be kept, once libdispatch has registered it:
    /// registering happens on another thread a little later, and a signal that came in between was lost.
    public static func handle(
        _ signal: Int32, on queue: DispatchQueue, _ handler: @escaping @Sendable () -> Void
    ) -> any DispatchSourceSignal {
        _ = ignore(signal)
        let source = DispatchSource.makeSignalSource(signal: signal, queue: queue)
        source.setEventHandler(handler: handler)
        let registered = DispatchSemaphore(value: 0)
        source.setRegistrationHandler { registered.signal() }
        source.resume()
        registered.wait()
        return source
    }
}

/// `signal(2)` with `SIG_IGN`, reachable inside `SignalSource.handle` (whose parameter is named `signal`).
private func ignore(_ signo: Int32) -> sighandler_t? {
    signal(signo, SIG_IGN)
}
