public import Models
public import Presenters

/// The `ScreenView` every presenter draws on in a terminal: renders displays as lines and shows work in
/// flight. A question a presenter asks is kept until the session reads its answer (the next line read).
@MainActor
public final class TerminalView: ScreenView {
    /// How many errors have been shown so far; the session compares it around a command for `--bail`.
    public private(set) var errorCount = 0
    private let output: any TextOutput
    private let errors: any TextOutput
    private let columns: () -> Int?
    private let renderer: DisplayRenderer
    private let plain: DisplayRenderer
    private let showsBusy: Bool
    private let echoesInput: Bool
    private let printsQuestions: Bool
    private let recorder: TranscriptRecorder?
    /// How many columns the busy line on screen takes; nil when none is shown.
    private var busyLineWidth: Int?
    private var pendingQuestion: Question?

    /// - Parameters:
    ///   - showsBusy: show a busy line while work runs (at the keyboard; never in a script, so transcripts
    ///     stay the same however long the work took).
    ///   - echoesInput: print each line typed before its output (`--echo` in a script).
    ///   - printsQuestions: print a question on a line of its own (in a script; a terminal shows it as the prompt).
    ///   - recorder: where the session is recorded as a transcript (`--record FILE`).
    ///   - errors: where errors go: standard error in a script, so `bazaar -f s.txt > out.txt` still shows its
    ///     failures (in order with the rest under `2>&1`); `nil` keeps them with the rest, as a terminal does.
    ///   - columns: the terminal's width now, if known; a busy line is cut to fit it.
    ///   - language: the language of the terminal's own words (`Error: `) and of dates.
    public init(
        output: any TextOutput, style: Style, showsBusy: Bool, echoesInput: Bool = false, printsQuestions: Bool = true,
        recorder: TranscriptRecorder? = nil, errors: (any TextOutput)? = nil, columns: @escaping () -> Int? = { nil },
        language: Language = .english
    ) {
        self.plain = DisplayRenderer(style: .plain, language: language)
        self.output = output
        self.errors = errors ?? output
        self.columns = columns
        self.renderer = DisplayRenderer(style: style, language: language)
        self.showsBusy = showsBusy
        self.echoesInput = echoesInput
        self.printsQuestions = printsQuestions
        self.recorder = recorder
    }

    public func show(_ display: Display) {
        clearBusyLabel()
        var destination = output
        if case .error = display {
            errorCount += 1
            destination = errors
        }
        destination.write(renderer.text(for: display))
        if let recorder { for line in plain.lines(for: display) { recorder.shown(line) } }
    }

    /// A dim "Loading…" line that goes away when the work ends (or another label replaces it).
    public func setBusy(_ label: String?) {
        guard showsBusy else { return }
        clearBusyLabel()
        if let label {
            var line = VisibleText.escaping(label) + renderer.language.say(.ctrlCCancels)
            // A line as wide as the terminal would wrap, and the carriage return that erases it would
            // reach only its last row: keep it within one row.
            if let width = columns(), width > 1 { line = TextWidth.truncate(line, toColumns: width - 1) }
            // What erases it is registered before it is written: a signal that ends the process from another
            // thread between the two would otherwise leave the label on screen.
            busyLineWidth = TextWidth.columns(line)
            output.eraseAtExit(busyLineEraser)
            output.write(renderer.style.paint(line, .dim) + "\r")
        }
    }

    /// Keeps `question` for the session, which answers it with the next line it reads. A question still
    /// unanswered is answered no first.
    public func ask(_ question: Question) {
        pendingQuestion?.cancel()
        pendingQuestion = question
    }

    /// The question waiting for an answer, now in the caller's hands.
    public func takeQuestion() -> Question? {
        defer { pendingQuestion = nil }
        return pendingQuestion
    }

    /// Whether `echo(typed:)` shows or records anything (`--echo`, `--record`).
    public var keepsTypedLines: Bool { echoesInput || recorder != nil }

    /// A line the user typed (masked where it holds a secret): printed as `> line` with `--echo`, recorded
    /// with `--record`, its controls shown as text (`VisibleText`).
    public func echo(typed line: String) {
        let line = VisibleText.escaping(line)
        if echoesInput { write(line: "> " + line) }
        recorder?.typed(line)
    }

    /// The question the session is about to read an answer to, on a line of its own in a script.
    public func showQuestion(_ text: String) {
        let text = VisibleText.escaping(text)
        if printsQuestions { write(line: text) }
        recorder?.shown(text)
    }

    /// `question`'s prompt as the line reader shows it at the keyboard (`Buy X for ¥3,800? [y/N] `), its
    /// text shown safely (`VisibleText`).
    func prompt(for question: Question) -> String {
        VisibleText.escaping(question.prompt) + (question.kind == .confirmation ? " [y/N] " : "")
    }

    /// Writes out what the output buffers.
    public func flush() {
        output.flush()
    }

    private func write(line: String) {
        clearBusyLabel()
        output.write(line + "\n")
    }

    /// Erases the busy line: with an escape on a colour terminal, otherwise (no escapes wanted) by
    /// writing spaces over every column it took.
    private func clearBusyLabel() {
        guard let eraser = busyLineEraser else { return }
        busyLineWidth = nil
        output.eraseAtExit(nil)
        output.write(eraser)
    }

    /// What erases the busy line: an escape on a colour terminal, otherwise (no escapes wanted) spaces over
    /// every column it took.
    private var busyLineEraser: String? {
        guard let width = busyLineWidth else { return nil }
        return renderer.style.usesColor ? "\r\u{1B}[2K" : "\r" + String(repeating: " ", count: width) + "\r"
    }
}
