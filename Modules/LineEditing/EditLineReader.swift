internal import CLibedit
public import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads lines with libedit's native API on a terminal: editing, history, Tab completion and secrets.
///
/// Use it only when stdin and stdout are TTYs and `TERM` is usable (see
/// `makeLineReader`). Behaviour:
/// - **Tab** completes the last whitespace-separated word with the
///   candidates from the completion closure: one Tab inserts their common
///   prefix (plus a space when there is exactly one); a second Tab on an
///   unchanged line lists them in columns and redraws the line. Never file names.
/// - **Ctrl-C** discards the line, prints `^C` and returns `.interrupted`;
///   **Ctrl-D** on an empty line prints a newline and returns `.endOfInput`.
/// - **Ctrl-R** searches history backwards as bash and psql do (see `HistorySearch`):
///   `(reverse-i-search)'ema': email demo@bazaar.dev`; Enter runs the line found, Ctrl-G puts the line back,
///   any other key keeps the line found and edits it.
/// - **Type-ahead**: between reads the terminal neither echoes nor edits (see `TerminalControl`), so
///   keys typed while the app works are never drawn into its output; the next read gets them.
/// - **History** (Up/Down, Ctrl-R) is loaded from the file at start; each
///   recorded line is appended to the file at once; `close()` trims the file
///   to `historyLimit` entries when it has grown past that (see `EditLineHistory`).
/// - **Signals** (see `SignalRelay`): SIGTERM/SIGHUP/SIGQUIT restore the terminal and
///   exit 128 + signal; Ctrl-Z suspends cleanly; a resize applies at once.
/// - Characters are read by this type (libedit's `EL_GETCFN`) so that a
///   signal can wake a read without races; input is decoded as UTF-8.
@MainActor public final class EditLineReader: LineReader {
    /// Returns the full candidate words for the word being completed (the last
    /// whitespace-separated token of `textBeforeCursor`; empty when it ends in a space).
    public typealias Completion = @MainActor (_ textBeforeCursor: String) -> [String]

    /// Always true: this reader edits lines on a terminal.
    public var isInteractive: Bool { true }
    /// Whether the last line read held bytes that are not UTF-8 (each shown as U+FFFD while it was edited).
    public private(set) var lastLineWasInvalidUTF8 = false
    /// Always nil: libedit returns every line whole.
    public var lastLineTruncatedFrom: Int? { nil }
    /// Always false: Ctrl-C discards the line being edited and the session goes on.
    public var readsScript: Bool { false }

    private let resources: EditLineResources
    private let history: EditLineHistory
    private let completion: Completion
    private let savedTerminal: termios
    /// The line and cursor as the last Tab left them, to tell a second Tab in a row.
    private var lastTabState: [UInt8]?
    /// Set by the character reader when a Ctrl-C ended the current `el_gets`.
    private var interruptedRead = false
    /// The prompt of the current read, as given to libedit (escapes wrapped).
    private var readPrompt = ""
    /// The line last returned by `readLine`, as libedit echoed it.
    private var lastLine: String?
    /// The Ctrl-R search in progress, if any.
    private var search: HistorySearch?
    /// The text of the last Ctrl-R search, which Ctrl-R Ctrl-R searches for again.
    private var lastSearchText = ""
    /// Characters the character reader hands to libedit before reading more (see `searchKey`).
    private var pendingCharacters: [wchar_t] = []
    /// Keys typed, as UTF-8, into characters.
    private var decoder = UTF8KeyDecoder()
    /// A byte that ended an invalid sequence, to be read again as the start of the next character.
    private var byteToFeedAgain: UInt8?
    /// Set by the character reader when the line being read got a byte that is not UTF-8.
    private var lineHasInvalidUTF8 = false
    /// Set when the character reader handed libedit `redrawKey` to redraw the search.
    private var redrawRequested = false

    /// Whether `takeHistoryProblem()` has handed out the history's problem.
    private var historyProblemTaken = false

    /// Sets up libedit on stdin/stdout; nil when stdin is not a terminal or libedit cannot start.
    ///
    /// - Parameters:
    ///   - programName: the name libedit uses (e.g. for `~/.editrc` sections; that file is not read).
    ///   - historyFile: where history is kept (created 0600, its directory 0700); nil for none.
    ///   - historyLimit: the most entries kept in memory and in the file.
    ///   - completion: candidates for Tab; the default offers none.
    public init?(
        programName: String,
        historyFile: URL?,
        historyLimit: Int = 1000,
        completion: @escaping Completion = { _ in [] }
    ) {
        enableUTF8Locale()
        var terminalState = termios()
        guard tcgetattr(STDIN_FILENO, &terminalState) == 0 else { return nil }
        guard let editLine = bz_el_init(programName) else { return nil }
        resources = EditLineResources(editLine: editLine)
        history = EditLineHistory(fileURL: historyFile, limit: historyLimit)
        self.completion = completion
        savedTerminal = terminalState

        _ = bz_el_set_editor(editLine, "emacs")
        // SignalRelay handles signals; libedit's re-raise with kill(0, …) would hit the whole process group.
        _ = bz_el_set_signal(editLine, 0)
        _ = bz_el_set_clientdata(editLine, Unmanaged.passUnretained(self).toOpaque())
        _ = bz_el_set_prompt_esc(editLine, editLinePrompt, CChar(bitPattern: UInt8(EditLinePrompt.delimiter.value)))
        _ = bz_el_set_history(editLine, history.handle)
        _ = bz_el_set_getc(editLine, editLineReadCharacter)
        _ = bz_el_add_function(editLine, "bazaar-complete", "Complete the word before the cursor", editLineComplete)
        _ = bz_el_bind(editLine, "^I", "bazaar-complete")
        _ = bz_el_add_function(editLine, "bazaar-search-history", "Search history backwards", editLineSearchHistory)
        _ = bz_el_bind(editLine, "^R", "bazaar-search-history")
        _ = bz_el_add_function(editLine, "bazaar-redraw", "Redraw the line (during a search)", editLineRedraw)
        _ = bz_el_bind(editLine, Self.redrawKeyName, "bazaar-redraw")
        for (key, action) in Self.keysLibeditLeavesUnbound { _ = bz_el_bind(editLine, key, action) }

        SignalRelay.installTerminalHandling(restoring: terminalState, on: STDIN_FILENO)
        TerminalControl.holdTypeAhead()
    }

    /// Keys an xterm-like terminal sends as sequences libedit's emacs keymap does not know, which it would
    /// take apart and put their tail into the line (`;5D`): Ctrl- and Alt-Left and -Right move by a word, as
    /// Alt-B and Alt-F do; Page Up, Page Down and Insert only ring the bell, as an unbound key does.
    private static let keysLibeditLeavesUnbound = [
        ("\\e[1;5D", "ed-prev-word"), ("\\e[1;3D", "ed-prev-word"), ("\\e[1;5C", "em-next-word"), ("\\e[1;3C", "em-next-word"),
        ("\\e[5~", "ed-unassigned"), ("\\e[6~", "ed-unassigned"), ("\\e[2~", "ed-unassigned"),
    ]

    /// The key the character reader hands libedit to redraw the line during a search: Ctrl-G, which
    /// libedit leaves unbound in emacs mode (typed outside a search it still only rings the bell).
    private static let redrawKey = wchar_t(0x07)
    private static let redrawKeyName = "^G"

    /// `prompt` with each run of ANSI escape sequences wrapped in U+0001 pairs, as libedit's
    /// `EL_PROMPT_ESC` needs to keep the cursor column right (`readLine` does this itself).
    nonisolated public static func wrapEscapes(_ prompt: String) -> String {
        EditLinePrompt.wrap(prompt)
    }

    public func readLine(prompt: String) -> LineEvent {
        exitIfTerminationPending()
        OutputWriter.standardOutput.flush()
        readPrompt = EditLinePrompt.wrap(prompt)
        resources.setPrompt(readPrompt)
        lastTabState = nil
        interruptedRead = false
        search = nil
        pendingCharacters = []
        decoder = UTF8KeyDecoder()
        byteToFeedAgain = nil
        lineHasInvalidUTF8 = false
        redrawRequested = false
        SignalRelay.beginReading()
        // Raw mode before libedit prints the prompt (it would switch only at its first read, after the
        // prompt): a key typed as soon as the prompt shows, Ctrl-D above all, is then never taken by the
        // terminal's canonical mode and lost.
        _ = bz_el_prepare_terminal(resources.editLine, 1)
        var count: Int32 = 0
        let line = el_gets(resources.editLine, &count).map { String(cString: $0) }
        SignalRelay.endReading()
        // el_gets left the terminal as it found it (echoing): hold what is typed until the next read.
        TerminalControl.holdTypeAhead()
        search = nil
        exitIfTerminationPending()
        if interruptedRead {
            interruptedRead = false
            emit("^C\n")
            return .interrupted
        }
        lastLineWasInvalidUTF8 = lineHasInvalidUTF8
        guard let line, count > 0 else {
            emit("\n")  // libedit leaves the cursor after the prompt on Ctrl-D
            return .endOfInput
        }
        let read = line.hasSuffix("\n") ? String(line.dropLast()) : line
        lastLine = read
        return .line(read)
    }

    /// Draws the line last read again as `shown` (a password typed with its command, masked), over what
    /// libedit echoed as it was typed: the cursor goes up the rows the prompt and the line took, and they are
    /// written again.
    public func redrawLastLine(as shown: String) {
        guard let typed = lastLine, let columns = TerminalInfo.columns() else { return }
        let rows = Self.rows(EditLinePrompt.visible(readPrompt) + typed, columns: columns)
        emit("\u{1B}[\(rows)A\r\u{1B}[J" + EditLinePrompt.strip(readPrompt) + shown + "\n")
    }

    /// The rows `text` takes, and the one Enter moved to, as libedit lays it out on `columns`: each character
    /// as wide as `wcwidth` says (libedit's own measure; a control is shown `^X`), one too wide for what is
    /// left of a row starting the next, and a row filled to the margin followed by a new one.
    static func rows(_ text: String, columns: Int) -> Int {
        var (row, column) = (0, 0)
        for scalar in text.unicodeScalars {
            let measured = Int(bz_character_width(scalar.value))
            let width = measured < 0 ? 2 : measured
            guard width > 0 else { continue }
            if column + width > columns { (row, column) = (row + 1, 0) }
            column += width
            if column >= columns { (row, column) = (row + 1, 0) }
        }
        return row + 1
    }

    public func readSecret(prompt: String) -> LineEvent {
        exitIfTerminationPending()
        return HiddenInput.readSecret(from: STDIN_FILENO, prompt: prompt, terminate: { terminate(signal: $0) })
    }

    public func addToHistory(_ line: String) {
        history.add(line)
    }

    public func takeHistoryProblem() -> HistoryProblem? {
        guard !historyProblemTaken, let problem = history.problem else { return nil }
        historyProblemTaken = true
        return problem
    }

    /// Trims the history file, flushes the output and puts the terminal back as it was found.
    public func close() {
        history.compactFile()
        _ = bz_flush_stdout()
        OutputWriter.standardOutput.flush()
        TerminalControl.restore()
    }

    // MARK: - libedit callbacks (reached through EL_CLIENTDATA)

    /// The reader whose `EditLine` this is.
    nonisolated fileprivate static func reader(of editLine: OpaquePointer) -> EditLineReader? {
        guard let data = bz_el_get_clientdata(editLine) else { return nil }
        return Unmanaged<EditLineReader>.fromOpaque(data).takeUnretainedValue()
    }

    /// The current prompt's address (kept alive by `resources` until the next prompt).
    fileprivate var promptAddress: UInt {
        UInt(bitPattern: resources.prompt)
    }

    /// Tab: completes, or lists the candidates on a second Tab in a row.
    fileprivate func complete(_ editLine: OpaquePointer) -> UInt8 {
        guard let info = el_line(editLine)?.pointee, let buffer = info.buffer,
            let cursor = info.cursor, let end = info.lastchar
        else { return UInt8(CC_ERROR) }
        let before = UnsafeRawBufferPointer(start: buffer, count: cursor - buffer)
        let state = Array(before) + [0] + Array(UnsafeRawBufferPointer(start: cursor, count: end - cursor))
        let textBeforeCursor = String(decoding: before, as: UTF8.self)
        let isRepeat = lastTabState == state
        lastTabState = state
        let action = EditLineCompletion.action(
            textBeforeCursor: textBeforeCursor, candidates: completion(textBeforeCursor), isRepeatedTab: isRepeat)
        switch action {
        case .noMatch:
            return UInt8(CC_REFRESH_BEEP)
        case .ambiguous:
            return UInt8(CC_REFRESH)
        case .replace(let deleting, let inserting):
            if deleting > 0 { el_deletestr(editLine, Int32(deleting)) }
            if !inserting.isEmpty { _ = inserting.withCString { el_insertstr(editLine, $0) } }
            lastTabState = currentTabState(editLine)
            return UInt8(CC_REFRESH)
        case .list(let words):
            var width = Int(bz_terminal_columns(STDOUT_FILENO))
            if width <= 0 { width = 80 }
            let lines = EditLineCompletion.columns(words, width: width)
            emit("\n" + lines.joined(separator: "\n") + "\n")
            return UInt8(CC_REDISPLAY)
        }
    }

    /// Ctrl-R: starts a search through history (or, during one, goes on to an older match).
    fileprivate func startSearch(_ editLine: OpaquePointer) -> UInt8 {
        let original = currentLine(editLine)
        search = HistorySearch(entries: history.entries.reversed(), originalLine: original, previousText: lastSearchText)
        showSearch(editLine)
        return UInt8(CC_REDISPLAY)
    }

    /// `redrawKey`: redraws the prompt and the line when the character reader asked for it;
    /// otherwise (typed by the user) rings the bell, as libedit's unbound key did.
    fileprivate func redraw() -> UInt8 {
        guard redrawRequested else { return UInt8(CC_ERROR) }
        redrawRequested = false
        return UInt8(CC_REDISPLAY)
    }

    /// Reads one character for libedit, waking for signals; 1 = read, 0 = end of input, -1 = interrupted.
    /// During a Ctrl-R search the keys go to the search instead (see `searchKey`).
    fileprivate func readCharacter(_ editLine: OpaquePointer, into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        while true {
            if !pendingCharacters.isEmpty {
                character.pointee = pendingCharacters.removeFirst()
                return 1
            }
            let status = decodeCharacter(editLine, into: character)
            guard status == 1, search != nil else { return status }
            if let key = searchKey(editLine, character.pointee) {
                character.pointee = key
                return 1
            }
        }
    }

    /// One key typed during a search: what libedit gets instead (`redrawKey`, then maybe the key
    /// itself through `pendingCharacters`), or nil to read on.
    private func searchKey(_ editLine: OpaquePointer, _ key: wchar_t) -> wchar_t? {
        guard var current = search else { return key }
        switch key {
        case 0x12:  // Ctrl-R: an older match
            current.searchOlder()
        case 0x07:  // Ctrl-G: the search is abandoned and the line put back
            endSearch(editLine, keeping: false)
            return requestRedraw()
        case 0x7F, 0x08:  // Backspace
            current.deleteBackward()
        case 0x20...:
            guard let scalar = Unicode.Scalar(UInt32(bitPattern: key)) else { return nil }
            current.type(Character(scalar))
        default:  // Enter, Tab, Escape (arrows), Ctrl-A...: the line found stays, and the key acts on it
            endSearch(editLine, keeping: true)
            pendingCharacters.append(key)
            return requestRedraw()
        }
        search = current
        showSearch(editLine)
        return requestRedraw()
    }

    private func requestRedraw() -> wchar_t {
        redrawRequested = true
        return Self.redrawKey
    }

    /// Shows the search's prompt and line, the cursor on the match.
    private func showSearch(_ editLine: OpaquePointer) {
        guard let search else { return }
        resources.setPrompt(search.prompt)
        replaceLine(editLine, with: search.line, cursorAt: search.cursorOffset)
    }

    /// Ends the search: the read's own prompt again, and the line found (or the line from before).
    private func endSearch(_ editLine: OpaquePointer, keeping: Bool) {
        guard let ended = search else { return }
        search = nil
        if !ended.text.isEmpty { lastSearchText = ended.text }
        resources.setPrompt(readPrompt)
        if !keeping {
            replaceLine(editLine, with: ended.originalLine, cursorAt: ended.originalLine.unicodeScalars.count)
        }
    }

    /// The line being edited.
    private func currentLine(_ editLine: OpaquePointer) -> String {
        guard let info = el_line(editLine)?.pointee, let buffer = info.buffer, let end = info.lastchar else { return "" }
        return String(decoding: UnsafeRawBufferPointer(start: buffer, count: end - buffer), as: UTF8.self)
    }

    /// Replaces the whole line with `text`, the cursor `offset` Unicode scalars from its start.
    private func replaceLine(_ editLine: OpaquePointer, with text: String, cursorAt offset: Int) {
        guard let info = el_line(editLine)?.pointee, let buffer = info.buffer, let cursor = info.cursor,
            let end = info.lastchar
        else { return }
        let length = String(decoding: UnsafeRawBufferPointer(start: buffer, count: end - buffer), as: UTF8.self).unicodeScalars.count
        let afterCursor = String(decoding: UnsafeRawBufferPointer(start: cursor, count: end - cursor), as: UTF8.self)
            .unicodeScalars.count
        _ = el_cursor(editLine, Int32(afterCursor))
        if length > 0 { el_deletestr(editLine, Int32(length)) }
        if !text.isEmpty { _ = text.withCString { el_insertstr(editLine, $0) } }
        let back = text.unicodeScalars.count - min(max(offset, 0), text.unicodeScalars.count)
        if back > 0 { _ = el_cursor(editLine, -Int32(back)) }
    }

    /// Reads and decodes one UTF-8 character from the terminal; 1 = read, 0 = end of input, -1 = interrupted.
    /// An invalid sequence reads as U+FFFD and marks the line (see `lastLineWasInvalidUTF8`); the byte that
    /// broke it starts the next character.
    private func decodeCharacter(_ editLine: OpaquePointer, into character: UnsafeMutablePointer<wchar_t>) -> Int32 {
        while true {
            let byte: UInt8
            if let kept = byteToFeedAgain {
                byteToFeedAgain = nil
                byte = kept
            } else {
                switch nextByte(editLine) {
                case .byte(let read): byte = read
                case .end: return 0
                case .stop:
                    errno = EINTR
                    return -1
                }
            }
            switch decoder.feed(byte) {
            case .needsMore:
                continue
            case .character(let scalar):
                character.pointee = wchar_t(bitPattern: scalar.value)
            case .invalid(let feedAgain):
                if feedAgain { byteToFeedAgain = byte }
                lineHasInvalidUTF8 = true
                character.pointee = wchar_t(bitPattern: UTF8KeyDecoder.replacement.value)
            }
            return 1
        }
    }

    // MARK: - Private

    private enum ByteRead {
        case byte(UInt8)
        case end
        case stop
    }

    /// The next byte from stdin; handles resize and suspend; `.stop` for Ctrl-C or a termination signal.
    private func nextByte(_ editLine: OpaquePointer) -> ByteRead {
        while true {
            let (inputReady, ok) = SignalRelay.waitForInput(on: STDIN_FILENO)
            if SignalRelay.terminationSignal != nil { return .stop }
            if SignalRelay.takeInterrupt() {
                interruptedRead = true
                return .stop
            }
            if SignalRelay.takeSuspend() {
                _ = bz_el_prepare_terminal(editLine, 0)
                emit("\n")
                SignalRelay.suspendNow()
                _ = bz_el_prepare_terminal(editLine, 1)
                _ = bz_el_refresh(editLine)
                continue
            }
            if SignalRelay.takeResize() { el_resize(editLine) }
            if !ok { return .end }
            guard inputReady else { continue }
            var byte: UInt8 = 0
            let count = read(STDIN_FILENO, &byte, 1)
            if count == 1 { return .byte(byte) }
            if count == 0 { return .end }
            if errno == EINTR || errno == EAGAIN { continue }
            return .end
        }
    }

    private func currentTabState(_ editLine: OpaquePointer) -> [UInt8]? {
        guard let info = el_line(editLine)?.pointee, let buffer = info.buffer,
            let cursor = info.cursor, let end = info.lastchar
        else { return nil }
        return Array(UnsafeRawBufferPointer(start: buffer, count: cursor - buffer)) + [0]
            + Array(UnsafeRawBufferPointer(start: cursor, count: end - cursor))
    }

    /// Ends the process if SIGTERM, SIGHUP or SIGQUIT arrived.
    private func exitIfTerminationPending() {
        if let signo = SignalRelay.terminationSignal { terminate(signal: signo) }
    }

    /// SIGTERM/SIGHUP/SIGQUIT on the main thread: trim history, restore the terminal, exit 128 + signal.
    private func terminate(signal signo: Int32) -> Never {
        history.compactFile()
        resources.end()
        var state = savedTerminal
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &state)
        emit("\n")
        SignalRelay.exitAfterTermination(signo)
    }

    private func emit(_ text: String) {
        HiddenInput.emit(text)
    }
}

/// The C resources behind one `EditLineReader`: the `EditLine` and the prompt string libedit reads.
private final class EditLineResources {
    let editLine: OpaquePointer
    /// A `strdup`ed copy of the current (wrapped) prompt; the old one is freed when replaced.
    private(set) var prompt: UnsafeMutablePointer<CChar>?
    private var ended = false

    init(editLine: OpaquePointer) {
        self.editLine = editLine
        prompt = strdup("")
    }

    func setPrompt(_ text: String) {
        let copy = strdup(text)
        free(prompt)
        prompt = copy
    }

    /// `el_end`: restores the terminal and frees the editor (once).
    func end() {
        guard !ended else { return }
        ended = true
        el_end(editLine)
    }

    deinit {
        end()
        free(prompt)
    }
}

// MARK: - C callbacks (plain functions, so they convert to C function pointers)

private func editLinePrompt(_ editLine: OpaquePointer?) -> UnsafeMutablePointer<CChar>? {
    guard let editLine, let reader = EditLineReader.reader(of: editLine) else { return nil }
    return UnsafeMutablePointer(bitPattern: MainActor.assumeIsolated { reader.promptAddress })
}

private func editLineComplete(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
    keyBinding(editLine) { reader, editLine in reader.complete(editLine) }
}

private func editLineSearchHistory(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
    keyBinding(editLine) { reader, editLine in reader.startSearch(editLine) }
}

/// Runs a key binding's `action` with the reader of `editLine`, on the main actor (libedit calls a binding
/// on the thread that reads lines, the main thread); `CC_ERROR` when `editLine` has no reader.
private func keyBinding(_ editLine: OpaquePointer?, _ action: @MainActor (EditLineReader, OpaquePointer) -> UInt8) -> UInt8 {
    guard let editLine, let reader = EditLineReader.reader(of: editLine) else { return UInt8(CC_ERROR) }
    let address = UInt(bitPattern: Int(bitPattern: editLine))
    return MainActor.assumeIsolated {
        guard let editLine = OpaquePointer(bitPattern: address) else { return UInt8(CC_ERROR) }
        return action(reader, editLine)
    }
}

private func editLineRedraw(_ editLine: OpaquePointer?, _ key: Int32) -> UInt8 {
    keyBinding(editLine) { reader, _ in reader.redraw() }
}

private func editLineReadCharacter(_ editLine: OpaquePointer?, _ character: UnsafeMutablePointer<wchar_t>?) -> Int32 {
    guard let editLine, let character, let reader = EditLineReader.reader(of: editLine) else { return -1 }
    let editLineAddress = UInt(bitPattern: Int(bitPattern: editLine))
    let characterAddress = UInt(bitPattern: character)
    return MainActor.assumeIsolated {
        guard let editLine = OpaquePointer(bitPattern: editLineAddress),
            let character = UnsafeMutablePointer<wchar_t>(bitPattern: characterAddress)
        else { return -1 }
        return reader.readCharacter(editLine, into: character)
    }
}
