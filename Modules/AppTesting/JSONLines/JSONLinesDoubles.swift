public import JSONLines
import Testing

/// A `RequestSource` that plays back lines (then the end of the input) and counts what was read.
@MainActor
public final class ScriptedSource: RequestSource {
    private var lines: [InputLine]
    /// How many lines were left unread when the session ended.
    public var unread: Int { lines.count }

    public init(_ lines: [InputLine]) {
        self.lines = lines
    }

    /// Each text as a line's UTF-8 bytes.
    public convenience init(_ texts: [String]) {
        self.init(texts.map { .line(Array($0.utf8)) })
    }

    public func nextLine() -> InputLine {
        lines.isEmpty ? .endOfInput : lines.removeFirst()
    }
}

/// An `EventSink` that keeps every line written, and checks each is one line ending in its newline.
@MainActor
public final class EventBuffer: EventSink {
    private var lines: [String] = []

    public init() {}

    public func write(_ line: String) {
        #expect(line.hasSuffix("\n") && line.dropLast().allSatisfy { $0 != "\n" && $0 != "\r" }, "one line per write: \(line)")
        lines.append(String(line.dropLast()))
    }

    /// The lines written since the last call, without their newlines.
    public func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}
