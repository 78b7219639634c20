public import LineEditing
public import REPL

/// A `LineReader` that plays back a script of events and records what was put in history.
@MainActor
public final class ScriptedReader: LineReader {
    public var events: [LineEvent]
    public var secrets: [LineEvent] = []
    public let isInteractive: Bool
    public let readsScript: Bool
    /// Lines (by their text) the double reports as having been invalid UTF-8.
    public var invalidLines: Set<String> = []
    public private(set) var lastLineWasInvalidUTF8 = false
    /// Always nil: the double returns every line whole.
    public var lastLineTruncatedFrom: Int? { nil }
    public private(set) var history: [String] = []
    public private(set) var prompts: [String] = []
    public private(set) var closed = false
    /// Runs before each `readLine`, so a test can act between commands.
    public var beforeRead: (() -> Void)?

    public init(_ events: [LineEvent], interactive: Bool = false, readsScript: Bool = false) {
        self.events = events
        self.isInteractive = interactive
        self.readsScript = readsScript
    }

    public func readLine(prompt: String) -> LineEvent {
        beforeRead?()
        prompts.append(prompt)
        let event = events.isEmpty ? LineEvent.endOfInput : events.removeFirst()
        if case let .line(text) = event { lastLineWasInvalidUTF8 = invalidLines.contains(text) } else { lastLineWasInvalidUTF8 = false }
        return event
    }

    public func readSecret(prompt: String) -> LineEvent {
        secrets.isEmpty ? .endOfInput : secrets.removeFirst()
    }

    public func addToHistory(_ line: String) { history.append(line) }
    public func close() { closed = true }
}

/// A `TextOutput` that keeps everything written.
public final class BufferOutput: TextOutput {
    public private(set) var text = ""

    public init() {}
    public func write(_ text: String) { self.text += text }
}
