import LineEditing
import REPL

/// A `LineReader` that plays back a script of events and records what was put in history.
@MainActor
final class ScriptedReader: LineReader {
    var events: [LineEvent]
    var secrets: [LineEvent] = []
    let isInteractive: Bool
    let readsScript: Bool
    /// Lines (by their text) the double reports as having been invalid UTF-8.
    var invalidLines: Set<String> = []
    private(set) var lastLineWasInvalidUTF8 = false
    /// Always nil: the double returns every line whole.
    var lastLineTruncatedFrom: Int? { nil }
    private(set) var history: [String] = []
    private(set) var prompts: [String] = []
    private(set) var closed = false
    /// Runs before each `readLine`, so a test can act between commands.
    var beforeRead: (() -> Void)?

    init(_ events: [LineEvent], interactive: Bool = false, readsScript: Bool = false) {
        self.events = events
        self.isInteractive = interactive
        self.readsScript = readsScript
    }

    func readLine(prompt: String) -> LineEvent {
        beforeRead?()
        prompts.append(prompt)
        let event = events.isEmpty ? LineEvent.endOfInput : events.removeFirst()
        if case let .line(text) = event { lastLineWasInvalidUTF8 = invalidLines.contains(text) } else { lastLineWasInvalidUTF8 = false }
        return event
    }

    func readSecret(prompt: String) -> LineEvent {
        secrets.isEmpty ? .endOfInput : secrets.removeFirst()
    }

    func addToHistory(_ line: String) { history.append(line) }
    func close() { closed = true }
}

/// A `TextOutput` that keeps everything written.
final class BufferOutput: TextOutput {
    private(set) var text = ""
    func write(_ text: String) { self.text += text }
}
