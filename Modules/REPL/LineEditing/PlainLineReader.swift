#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines without editing, for scripts, pipes, `-f FILE` and dumb terminals.
///
/// Prints no prompt and no escape codes, keeps no history, and accepts CRLF
/// (a trailing "\r" is dropped) and a UTF-8 byte-order mark at the start of
/// the input (dropped). `readSecret` simply reads the next line.
///
/// Invalid UTF-8: `readLine` returns the line repaired (each bad sequence
/// becomes U+FFFD) and sets `lastLineWasInvalidUTF8`, so the caller can refuse
/// it; `readRawLine()` returns the exact bytes instead. Ctrl-C does not end a
/// read: it goes to `SignalRelay` (when installed) and the read goes on.
@MainActor public final class PlainLineReader: LineReader {
    /// Always false.
    public var isInteractive: Bool { false }
    /// Whether the line last returned by `readLine`/`readSecret` was not valid UTF-8 (it was repaired).
    public private(set) var lastLineWasInvalidUTF8 = false

    private let source: ByteLineSource
    /// Whether no line has been read yet (a byte-order mark may open the input).
    private var atStart = true

    /// Reads the file at `path`, or standard input when `path` is nil.
    public init(path: String? = nil) throws(LineReaderError) {
        guard let path else {
            source = ByteLineSource(descriptor: STDIN_FILENO, ownsDescriptor: false)
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
        source = ByteLineSource(descriptor: descriptor, ownsDescriptor: true)
    }

    /// Reads from an open descriptor (for tests); it is closed with the reader when `owned`.
    init(descriptor: Int32, owned: Bool) {
        source = ByteLineSource(descriptor: descriptor, ownsDescriptor: owned)
    }

    /// The next line's exact bytes, without "\n" or "\r\n" (nor a byte-order mark opening the input);
    /// nil at the end of the input.
    public func readRawLine() -> [UInt8]? {
        guard var line = source.nextLine() else { return nil }
        if atStart {
            atStart = false
            if line.starts(with: Self.byteOrderMark) { line.removeFirst(Self.byteOrderMark.count) }
        }
        return line
    }

    /// U+FEFF in UTF-8, which some editors put at the start of a text file.
    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The next line (no prompt is printed); see `lastLineWasInvalidUTF8`.
    public func readLine(prompt: String) -> LineEvent {
        guard let bytes = readRawLine() else {
            lastLineWasInvalidUTF8 = false
            return .endOfInput
        }
        if let text = String(validating: bytes, as: UTF8.self) {
            lastLineWasInvalidUTF8 = false
            return .line(text)
        }
        lastLineWasInvalidUTF8 = true
        return .line(String(decoding: bytes, as: UTF8.self))
    }

    /// The next line, like `readLine` (nothing is echoed because nothing is printed).
    public func readSecret(prompt: String) -> LineEvent {
        readLine(prompt: prompt)
    }

    /// Does nothing: scripted input keeps no history.
    public func addToHistory(_ line: String) {}

    /// Does nothing: there is no history to flush.
    public func close() {}
}

/// `close(2)`, reachable from inside `PlainLineReader` (whose own `close()` hides it).
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
