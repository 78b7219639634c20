public import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes to a child's standard input that cannot kill the test process.
///
/// A child may exit before it reads its input (a flag it refuses, a usage error): a write to that pipe
/// then raises SIGPIPE, whose default action ends the whole test process with no test named. The test
/// process does not ignore SIGPIPE, because every child inherits an ignored signal through exec, and
/// the app's own handling of a reader that went away (`OutputFailureTests`) must be tested as a shell
/// starts it. Instead each write here blocks SIGPIPE on the writing thread (a write's SIGPIPE goes to
/// the thread that wrote), sees `EPIPE`, and takes the pending signal back before unblocking it.
public enum ChildInput {
    /// Writes all of `data` to `handle`, or as much as the reader took before it went away: true when
    /// all of it was written, false when the reader had gone (`EPIPE`).
    @discardableResult
    public static func write(_ data: Data, to handle: FileHandle) -> Bool {
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previous = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let wasPending = isPending(SIGPIPE)

        var broken = false
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(handle.fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    broken = true  // EPIPE: the reader has gone; anything else: nobody will read the rest either
                    return
                }
            }
        }
        if broken && !wasPending && isPending(SIGPIPE) {
            // The write's own SIGPIPE: taken back here, so unblocking it does not deliver it.
            var none = timespec(tv_sec: 0, tv_nsec: 0)
            _ = sigtimedwait(&pipeSignal, nil, &none)
        }
        return !broken
    }

    /// Writes `data` and closes `handle` (the child sees the end of its input).
    public static func writeAndClose(_ data: Data, to handle: FileHandle) {
        write(data, to: handle)
        try? handle.close()
    }

    private static func isPending(_ signal: Int32) -> Bool {
        var pending = sigset_t()
        sigpending(&pending)
        return sigismember(&pending, signal) == 1
    }
}
