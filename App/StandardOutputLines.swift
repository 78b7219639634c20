import Dispatch
import Foundation
import JSONLines
import LineEditing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard output for the JSON Lines front end: each line is written whole (write(2) until every byte is
/// out) under a lock, which SIGTERM takes before the process exits, so a client never reads half a line. A
/// write that fails ends the process at once, as the terminal's does: status 141 after a broken pipe,
/// otherwise 1 after one line on stderr; no request after it is acted on.
nonisolated final class StandardOutputLines: EventSink, Sendable {
    /// Held while a line is written; SIGTERM's handler holds it until the process is gone.
    private let lock = Lock<(any DispatchSourceSignal)?>(nil)

    /// Writes whole, at once; a failed write ends the process (see `OutputWriter.unbuffered`).
    private let output = OutputWriter.unbuffered(descriptor: STDOUT_FILENO, stream: "standard output")  // words: OutputWriter's English

    func write(_ line: String) {
        lock.withLock { _ in output.write(line) }
    }

    /// From now on SIGTERM ends the process cleanly: after the line being written, with status 143
    /// (128 + SIGTERM, as the terminal front end does) and nothing more on stdout. Returns once that holds
    /// (see `SignalSource`): a SIGTERM right after start used to be lost.
    func exitOnTermination() {
        let source = SignalSource.handle(SIGTERM, on: DispatchQueue(label: "bazaar.json-lines.termination")) { @Sendable [self] in
            exitAfterTheLineBeingWritten(status: SignalRelay.exitStatus(for: SIGTERM))
        }
        lock.withLock { (kept: inout (any DispatchSourceSignal)?) in kept = source }
    }

    /// Waits for the line being written, if any, and ends the process with `status`, holding the lock so
    /// that nothing more is written.
    private func exitAfterTheLineBeingWritten(status: Int32) {
        lock.withLock { (_: inout (any DispatchSourceSignal)?) -> Void in _exit(status) }
    }
}
