/// Reads lines for the REPL; two implementations.
///
/// `EditLineReader` edits lines with libedit on a terminal; `PlainLineReader`
/// reads scripts, pipes and files. `makeLineReader(...)` picks one.
@MainActor public protocol LineReader: AnyObject {
    /// Reads one line. `prompt` may contain ANSI colour escapes; the editor must keep the cursor column right.
    func readLine(prompt: String) -> LineEvent
    /// Reads a secret (password) without echoing it; never recorded in history.
    func readSecret(prompt: String) -> LineEvent
    /// Records a line in history (the caller decides which lines; it never passes one with a password).
    func addToHistory(_ line: String)
    /// Why the history file is not written, the first time this is asked after it became known (at start,
    /// or at the first line that could not be written); nil otherwise, and for a reader without history.
    func takeHistoryProblem() -> HistoryProblem?
    /// Draws the line last read again as `shown`, over what the terminal echoed as it was typed (a password
    /// typed with its command, masked).
    func redrawLastLine(as shown: String)
    /// Trims the history file, flushes standard output and puts the terminal back as it was found
    /// (its modes, its foreground); called when the session ends.
    func close()
    /// Whether this reader is interactive (libedit on a TTY).
    var isInteractive: Bool { get }
    /// Whether prompts are shown: always with the line editor, and as plain text on a terminal the
    /// editor cannot drive (`TERM=dumb`, unset, or unknown); never for a script.
    var showsPrompts: Bool { get }
    /// Whether the line last read was not valid UTF-8 (and was repaired with U+FFFD to be returned).
    var lastLineWasInvalidUTF8: Bool { get }
    /// The whole length in bytes of the line last read when it was too long to keep and was returned cut
    /// short (the caller must refuse it); nil when the line came whole.
    var lastLineTruncatedFrom: Int? { get }
    /// Whether this reader reads a script (a file, or a pipe rather than a terminal). Ctrl-C then ends the
    /// script, as it does in the sqlite3 shell: the read in progress and every later one return `.interrupted`.
    var readsScript: Bool { get }
}

extension LineReader {
    public var showsPrompts: Bool { isInteractive }
    public func takeHistoryProblem() -> HistoryProblem? { nil }
    /// A reader that echoes nothing, or cannot move the cursor, draws nothing.
    public func redrawLastLine(as shown: String) {}
}
