import Dispatch
import LineEditing
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A signal sent the moment a `SignalSource` is set up reaches its handler. (Sent straight after
/// libdispatch's `resume()`, most such signals were lost: the source was not registered yet.)
@Suite(.serialized, .timeLimit(.minutes(1))) struct SignalSourceTests {
    /// Signals nothing else in the test process uses, each taken over for good (libdispatch does not hand a
    /// signal to a second source once the first is cancelled), so each is used once.
    @Test func aSignalSentRightAfterSetUpIsHandled() async {
        for signo in [SIGUSR1, SIGUSR2, SIGVTALRM, SIGXCPU] {
            let handled = Handled()
            // A lost signal leaves this waiting until the suite's time limit cancels it, and the test fails.
            await withTaskCancellationHandler {
                await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                    handled.wait(with: continuation)
                    keptSources.append(
                        SignalSource.handle(signo, on: DispatchQueue(label: "bazaar.tests.signal-source")) {
                            handled.resume(bySignal: true)
                        })
                    kill(getpid(), signo)
                }
            } onCancel: {
                handled.resume(bySignal: false)
            }
            #expect(handled.byTheSignal, "signal \(signo)")
            if Task.isCancelled { break }
        }
    }
}

/// The sources set up so far, kept for the rest of the run (the suite runs its tests one at a time).
nonisolated(unsafe) private var keptSources: [any DispatchSourceSignal] = []

/// Resumes the test once: when the signal is handled, or when the test is cancelled.
private final class Handled: Sendable {
    private let state = Lock<(continuation: CheckedContinuation<Void, Never>?, bySignal: Bool)>((nil, false))

    /// Whether the signal's handler resumed the test.
    var byTheSignal: Bool { state.withLock { $0.bySignal } }

    func wait(with continuation: CheckedContinuation<Void, Never>) {
        state.withLock { $0.continuation = continuation }
    }

    func resume(bySignal: Bool) {
        let continuation = state.withLock { state in
            defer { state.continuation = nil }
            if state.continuation != nil { state.bySignal = bySignal }
            return state.continuation
        }
        continuation?.resume()
    }
}
