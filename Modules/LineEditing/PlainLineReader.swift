// `stat` and `termios` are declared both by Glibc and by CLibedit's shim (which includes their headers), and
// the compiler credits them to whichever it loads first (a release build differs); importing both builds either way.
internal import CLibedit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines without editing, for scripts, pipes, `-f FILE` and dumb terminals.
///
/// Prints no escape codes, keeps no history, and accepts CRLF
/// (a trailing "\r" is dropped) and a UTF-8 byte-order mark at the start of
/// the input (dropped). Prompts are printed, as plain text, only when both ends
/// are terminals (a dumb one; see `showsPrompts`), never for a script or a pipe.
/// `readSecret` reads the next line; on a terminal (a dumb
/// one, or `-f /dev/tty`) it shows the prompt and turns echo off for it first
/// (see `HiddenInput`), and the reader then restores the terminal on SIGTERM,
/// SIGHUP and SIGQUIT (see `SignalRelay`).
///
/// Invalid UTF-8: `readLine` returns the line repaired (each bad sequence
/// becomes U+FFFD) and sets `lastLineWasInvalidUTF8`, so the caller can refuse
/// it; `readRawLine()` returns the exact bytes instead.
///
/// Over-long lines: with a `maximumLineBytes`, a longer line is cut short while
/// it is read (only its first `maximumLineBytes + 1` bytes are kept, so a
/// 200 MB line takes no more memory than a short one) and
/// `lastLineTruncatedFrom` tells its whole length, so the caller can refuse it.
///
/// Ctrl-C: reading a script (a file, or a pipe rather than a terminal), a
/// SIGINT ends the script, like the sqlite3 shell's: from then on every read
/// returns `.interrupted`, and a read waiting for input wakes up to return it
/// (see `SignalRelay.waitUntilReadable`). Reading a terminal, Ctrl-C does not
/// end a read: it goes to `SignalRelay` (when installed) and the read goes on.
///
/// SIGTERM, SIGHUP and SIGQUIT (Ctrl-\, `kill -QUIT`) end the program quietly with 128 + the
/// signal's number, a script too (see `SignalRelay`). Standard output (`OutputWriter`) is flushed
/// before a prompt, a hidden read, and before waiting for a script's next bytes.
@MainActor public final class PlainLineReader: LineReader {
    /// Always false.
    public var isInteractive: Bool { false }
    /// Whether input and output are both terminals (a dumb one): prompts are then printed, without escapes.
    public let showsPrompts: Bool
    /// Whether the line last returned by `readLine`/`readSecret` was not valid UTF-8 (it was repaired).
    public private(set) var lastLineWasInvalidUTF8 = false
    /// The whole length in bytes of the line last returned when it was longer than `maximumLineBytes` (and
    /// was cut short); nil when it came whole.
    public private(set) var lastLineTruncatedFrom: Int?
    /// Whether this reads a script: a file, or standard input that is not a terminal.
    public let readsScript: Bool
    /// `SignalRelay.interruptCount` when the reader was made: a script ends once it moves.
    private let interruptsAtStart: Int

    private let source: ByteLineSource
    /// What is read, when it is a terminal: a secret is then read from it with echo off.
    private let terminal: Int32?
    /// Whether no line has been read yet (a byte-order mark may open the input).
    private var atStart = true

    /// Reads the file at `path`, or standard input when `path` is nil; lines longer than
    /// `maximumLineBytes` are cut short (nil: no limit).
    public convenience init(path: String? = nil, maximumLineBytes: Int? = nil) throws(LineReaderError) {
        guard let path else {
            self.init(descriptor: STDIN_FILENO, owned: false, maximumLineBytes: maximumLineBytes)
            return
        }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            closeDescriptor(descriptor)
            throw .cannotOpen(path: path, reason: String(cString: strerror(EISDIR)))
        }
        self.init(descriptor: descriptor, owned: true, maximumLineBytes: maximumLineBytes, readsScript: true)
    }

    /// Reads from an open descriptor; it is closed with the reader when `owned`. It reads a script unless
    /// told otherwise or the descriptor is a terminal.
    init(descriptor: Int32, owned: Bool, maximumLineBytes: Int? = nil, readsScript: Bool? = nil) {
        var terminalState = termios()
        let isTerminal = isatty(descriptor) == 1 && tcgetattr(descriptor, &terminalState) == 0
        let readsScript = readsScript ?? !isTerminal
        let interruptsAtStart = SignalRelay.interruptCount
        self.readsScript = readsScript
        self.interruptsAtStart = interruptsAtStart
        terminal = isTerminal ? descriptor : nil
        showsPrompts = isTerminal && !readsScript && isatty(STDOUT_FILENO) == 1
        // In canonical mode a terminal's read(2) returns at most one line, so nothing is read ahead of a secret.
        source = ByteLineSource(
            descriptor: descriptor, ownsDescriptor: owned, maximumLineLength: maximumLineBytes,
            waitUntilReadable: readsScript
                ? {
                    OutputWriter.standardOutput.flush()  // whoever feeds the script may wait for it
                    return SignalRelay.waitUntilReadable(descriptor, noInterruptSince: interruptsAtStart)
                } : nil)
        if isTerminal { SignalRelay.installTerminalHandling(restoring: terminalState, on: descriptor) }
        if readsScript { SignalRelay.installTerminationHandling() }
    }

    /// The next line's exact bytes, without "\n" or "\r\n" (nor a byte-order mark opening the input),
    /// cut short when it is too long (see `lastLineTruncatedFrom`); nil at the end of the input, and
    /// once Ctrl-C ended a script.
    public func readRawLine() -> [UInt8]? {
        exitIfTerminationPending()
        let next = scriptInterrupted ? nil : source.nextLine()
        exitIfTerminationPending()  // the signal may have ended the wait: the bytes read so far are not a line
        SignalRelay.lineWasRead()
        guard var line = next, !scriptInterrupted else {
            lastLineTruncatedFrom = nil
            return nil
        }
        var length = source.lastLineLength
        if atStart {
            atStart = false
            if line.starts(with: Self.byteOrderMark) {
                line.removeFirst(Self.byteOrderMark.count)
                length -= Self.byteOrderMark.count
            }
        }
        lastLineTruncatedFrom = length > line.count ? length : nil
        return line
    }

    /// Whether Ctrl-C came since a script reader was made.
    private var scriptInterrupted: Bool {
        readsScript && SignalRelay.interruptCount != interruptsAtStart
    }

    /// U+FEFF in UTF-8, which some editors put at the start of a text file.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The next line, after `prompt` (without escapes) when `showsPrompts`; see `lastLineWasInvalidUTF8`.
    /// `.interrupted` once Ctrl-C ended a script.
    public func readLine(prompt: String) -> LineEvent {
        if showsPrompts && !prompt.isEmpty { HiddenInput.emit(EditLinePrompt.strip(prompt)) }
        guard let bytes = readRawLine() else {
            lastLineWasInvalidUTF8 = false
            // Ctrl-D leaves the cursor after the prompt: the line is ended, as the line editor ends it.
            if showsPrompts { HiddenInput.emit("\n") }
            return scriptInterrupted ? .interrupted : .endOfInput
        }
        if let text = String(validating: bytes, as: UTF8.self) {
            lastLineWasInvalidUTF8 = false
            return .line(text)
        }
        lastLineWasInvalidUTF8 = true
        return .line(String(decoding: bytes, as: UTF8.self))
    }

    /// On a terminal, shows `prompt` and reads a line with echo off (restored however the read ends);
    /// otherwise the next line, like `readLine` (nothing is echoed because nothing is printed).
    public func readSecret(prompt: String) -> LineEvent {
        guard let terminal else { return readLine(prompt: prompt) }
        lastLineWasInvalidUTF8 = false
        lastLineTruncatedFrom = nil
        return HiddenInput.readSecret(from: terminal, prompt: prompt) { signo in
            HiddenInput.emit("\n")
            SignalRelay.exitAfterTermination(signo)
        }
    }

    /// Does nothing: scripted input keeps no history.
    public func addToHistory(_ line: String) {}

    /// Flushes the output and, on a terminal, puts it back as it was found.
    public func close() {
        OutputWriter.standardOutput.flush()
        if terminal != nil { TerminalControl.restore() }
    }

    /// Ends the process after SIGTERM, SIGHUP or SIGQUIT (see `SignalRelay`).
    private func exitIfTerminationPending() {
        guard let signo = SignalRelay.terminationSignal else { return }
        if terminal != nil { HiddenInput.emit("\n") }
        SignalRelay.exitAfterTermination(signo)
    }
}

/// `close(2)`, reachable from inside `PlainLineReader` (whose own `close()` hides it).
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
