public import LineEditing
public import Presenters

/// The `View` every presenter draws on: renders displays as lines, shows work in flight, and asks
/// for secrets and confirmations through the line reader.
@MainActor
public final class TerminalView: View {
    /// How many errors have been shown so far; the REPL compares it around a command for `--bail`.
    public private(set) var errorCount = 0
    private let output: any TextOutput
    private let reader: any LineReader
    private let renderer: DisplayRenderer
    private let echoesInput: Bool
    /// How many columns the busy line on screen takes; nil when none is shown.
    private var busyLineWidth: Int?

    /// - Parameter echoesInput: print each line read (commands and answers) before its output,
    ///   for transcripts (`--echo`); secrets are never echoed.
    public init(output: any TextOutput, reader: any LineReader, style: Style, echoesInput: Bool = false) {
        self.output = output
        self.reader = reader
        self.renderer = DisplayRenderer(style: style)
        self.echoesInput = echoesInput
    }

    public func show(_ display: Display) {
        clearBusyLabel()
        if case .error = display { errorCount += 1 }
        for line in renderer.lines(for: display) { output.write(line + "\n") }
    }

    /// On a terminal, a dim "Loading…" line that goes away when the work ends (or another label
    /// replaces it); in a script, nothing, so transcripts stay the same however long the work took.
    public func setBusy(_ label: String?) {
        guard reader.isInteractive else { return }
        clearBusyLabel()
        if let label {
            let line = label + " (Ctrl-C cancels)"
            output.write(renderer.style.paint(line, .dim) + "\r")
            busyLineWidth = TextWidth.columns(line)
        }
    }

    public func readSecret(prompt: String) -> String? {
        if case let .line(secret) = reader.readSecret(prompt: prompt) { return secret }
        return nil
    }

    public func confirm(_ question: String) -> Bool {
        let event: LineEvent
        if reader.showsPrompts {
            event = reader.readLine(prompt: question + " [y/N] ")
        } else {
            output.write(question + " [y/N]\n")
            event = reader.readLine(prompt: "")
        }
        guard case let .line(answer) = event else { return false }
        if echoesInput && !reader.showsPrompts { echo("> " + answer) }
        return ["y", "yes"].contains(answer.trimmingWhitespace().lowercased())
    }

    /// Writes a command as it was typed, for transcripts (`--echo`).
    func echoCommand(_ line: String) {
        guard echoesInput else { return }
        echo("> " + line)
    }

    private func echo(_ text: String) {
        output.write(text + "\n")
    }

    /// Erases the busy line: with an escape on a colour terminal, otherwise (no escapes wanted) by
    /// writing spaces over every column it took.
    private func clearBusyLabel() {
        guard let width = busyLineWidth else { return }
        busyLineWidth = nil
        output.write(renderer.style.usesColor ? "\r\u{1B}[2K" : "\r" + String(repeating: " ", count: width) + "\r")
    }
}

extension String {
    func trimmingWhitespace() -> String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
