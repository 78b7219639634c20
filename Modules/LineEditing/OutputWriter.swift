internal import CLibedit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Text for a file descriptor, kept in a buffer and written out with write(2): what a program shows
/// on standard output, and its errors on standard error.
///
/// **Buffering.** `write` adds to the buffer and `flush()` writes it out; a full buffer (64 KiB) is
/// written out too. `standardOutput` is buffered when it goes to a file or a pipe and written at once
/// on a terminal; `standardError` is written at once, and flushes `standardOutput` first so the two
/// stay in order in one file (`2>&1`). Both are flushed at exit. The line readers flush
/// `standardOutput` before every prompt, question and hidden read, and before they wait for input, so
/// nobody ever waits for output still in the buffer.
///
/// **Writing** goes on after a partial write, retries after `EINTR`, and waits (poll) after `EAGAIN`,
/// until every byte is out.
///
/// **A failed write ends the process quietly**: never a crash, and never a word on the stream that
/// failed. Before it ends, the terminal is put back as it was found (see `TerminalControl`).
/// - A broken pipe (`EPIPE`: the reader went away while SIGPIPE is ignored) ends it with status
///   `brokenPipeStatus`, 141 (128 + SIGPIPE, what a shell reports when SIGPIPE ends a program), and prints nothing.
/// - Any other error (`EBADF`: the stream was closed, `>&-`; `ENOSPC`: `/dev/full`, a full disk;
///   `EIO`) ends it with status `writeErrorStatus`, 1, after one line on standard error when that
///   stream still works, as `cat` does: `bazaar: cannot write to standard output: No space left on device`.
///
/// A standard descriptor the parent left closed is held open on `/dev/null` the wrong way round from
/// before `main`, so writing to it still fails with `EBADF` and no file opened later takes its number.
public final class OutputWriter: Sendable {
    /// The exit status after a broken pipe: 128 + SIGPIPE.
    public static let brokenPipeStatus: Int32 = 141
    /// The exit status after any other write error.
    public static let writeErrorStatus: Int32 = 1

    /// Standard output: buffered to a file or a pipe, written at once to a terminal.
    public static let standardOutput: OutputWriter = {
        _ = bz_reserve_standard_descriptors_function()  // refers to the constructor, so that it is built in
        ExitHook.install()
        return OutputWriter(descriptor: STDOUT_FILENO, flushesEveryWrite: isatty(STDOUT_FILENO) == 1)
    }()

    /// Standard error: written at once, after flushing standard output.
    public static let standardError = OutputWriter(descriptor: STDERR_FILENO, flushesEveryWrite: true, flushingFirst: standardOutput)

    /// A writer that writes each text out at once and whole: for output of the program's own that must
    /// never wait in a buffer (the JSON Lines front end's events, a transcript). A failed write ends the
    /// process as a failed write to standard output does, naming `stream` (`standard output`, `the transcript
    /// '/path'`) in its one line on standard error.
    public static func unbuffered(descriptor: Int32, stream: String) -> OutputWriter {
        OutputWriter(
            descriptor: descriptor, flushesEveryWrite: true,
            onFailure: { error in OutputWriter.endProcess(afterFailureOn: descriptor, error: error, stream: stream) })
    }

    /// Writes `buffer` to `descriptor` once, as write(2) does (the count written, or -1 with `errno` set).
    typealias SystemWrite = @Sendable (_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int

    private struct State {
        var buffer: [UInt8] = []
        var failed = false
    }

    private let descriptor: Int32
    private let flushesEveryWrite: Bool
    private let capacity: Int
    private let flushingFirst: OutputWriter?
    private let systemWrite: SystemWrite
    private let onFailure: @Sendable (_ error: Int32) -> Void
    private let state = Lock(State())
    /// Written out if the process ends from another thread before it is cleared (see `eraseAtExit`). Its own
    /// lock, never held during a write, so a process ending mid-write still finds it.
    private let eraser = Lock<[UInt8]>([])

    /// - Parameters:
    ///   - flushesEveryWrite: write each text out at once instead of keeping it.
    ///   - capacity: the buffer is written out once it holds this many bytes.
    ///   - flushingFirst: a writer flushed before each write to this one (standard output before standard error).
    ///   - systemWrite: write(2), or a stand-in for a test.
    ///   - onFailure: given the `errno` of a failed write; by default it ends the process (see the type's
    ///     documentation). If it returns, the writer drops everything it is given from then on.
    init(
        descriptor: Int32,
        flushesEveryWrite: Bool,
        capacity: Int = 64 * 1024,
        flushingFirst: OutputWriter? = nil,
        systemWrite: @escaping SystemWrite = { descriptor, buffer in writeOnce(descriptor, buffer.baseAddress, buffer.count) },
        onFailure: (@Sendable (_ error: Int32) -> Void)? = nil
    ) {
        self.descriptor = descriptor
        self.flushesEveryWrite = flushesEveryWrite
        self.capacity = max(1, capacity)
        self.flushingFirst = flushingFirst
        self.systemWrite = systemWrite
        self.onFailure = onFailure ?? { error in OutputWriter.endProcess(afterFailureOn: descriptor, error: error) }
    }

    /// Adds `text` (as UTF-8) to the buffer; writes it out when the writer flushes every write or the buffer is full.
    public func write(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    /// Adds `bytes` to the buffer, like `write(_:)`.
    public func write(bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// Writes out everything in the buffer.
    public func flush() {
        state.withLock { drain(&$0) }
    }

    /// Says what erases a line shown only for a while (a busy label) if the process ends while it is on
    /// screen, as after SIGTERM: `text` is written after the buffer then; nil once the line is gone.
    public func eraseAtExit(_ text: String?) {
        let bytes = Array((text ?? "").utf8)
        eraser.withLock { $0 = bytes }
    }

    /// Like `flush()` unless another thread is writing right now (then the buffer is left), then the line to
    /// erase at exit erased, in either case: for a process ending, maybe from another thread, which must not
    /// wait for a write that may never finish, and must not leave a busy label on screen because the main
    /// thread was still inside the write that drew it.
    func flushIfAvailable() {
        _ = state.withLockIfAvailable { drain(&$0) }
        let bytes = eraser.withLock { pending in
            defer { pending = [] }
            return pending
        }
        guard !bytes.isEmpty else { return }
        _ = bytes.withUnsafeBytes { systemWrite(descriptor, $0) }
    }

    // MARK: - Private

    private func append(_ bytes: UnsafeRawBufferPointer) {
        flushingFirst?.flush()
        state.withLock { state in
            guard !state.failed else { return }
            state.buffer.append(contentsOf: bytes)
            if flushesEveryWrite || state.buffer.count >= capacity { drain(&state) }
        }
    }

    private func drain(_ state: inout State) {
        guard !state.failed, !state.buffer.isEmpty else { return }
        let failure: Int32? = state.buffer.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let count = systemWrite(descriptor, UnsafeRawBufferPointer(rebasing: bytes[written...]))
                if count > 0 {
                    written += count
                    continue
                }
                let error = count < 0 ? errno : EIO  // writing nothing at all would loop for ever
                if error == EINTR { continue }
                if error == EAGAIN || error == EWOULDBLOCK {  // a non-blocking descriptor: wait until it takes more
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    if poll(&ready, 1, -1) >= 0 || errno == EINTR { continue }
                }
                return error
            }
            return nil
        }
        state.buffer.removeAll(keepingCapacity: true)
        if let failure {
            state.failed = true
            onFailure(failure)
        }
    }

    /// Ends the process after a write to `descriptor` failed with `error` (see the type's documentation).
    /// Uses only write(2) and `_exit`: it runs with a writer locked, maybe at exit.
    /// `stream` names what failed in the line on standard error (by default, standard output or the descriptor).
    private static func endProcess(afterFailureOn descriptor: Int32, error: Int32, stream: String? = nil) -> Never {
        TerminalControl.restore()
        if error != EPIPE && descriptor != STDERR_FILENO {
            let stream = stream ?? (descriptor == STDOUT_FILENO ? "standard output" : "descriptor \(descriptor)")
            let message = "\(programName): cannot write to \(stream): \(String(cString: strerror(error)))\n"
            _ = message.utf8CString.withUnsafeBytes { writeOnce(STDERR_FILENO, $0.baseAddress, $0.count - 1) }
        }
        _exit(error == EPIPE ? brokenPipeStatus : writeErrorStatus)
    }

    /// The name the program was started with, without its directory (as in `cat: ...`).
    private static var programName: String {
        let path = CommandLine.arguments.first ?? ""
        return path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// write(2), reachable from inside `OutputWriter` (whose own `write` hides it).
private func writeOnce(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// What runs once, when the process ends with `exit()` (a normal end, or after a signal): standard
/// output is flushed, then the terminal put back (`TerminalControl.restore()`).
enum ExitHook {
    private static let installed = AtomicCell(false)

    static func install() {
        guard !installed.exchange(true) else { return }
        atexit {
            OutputWriter.standardOutput.flushIfAvailable()
            TerminalControl.restore()
        }
    }
}
