public import LineEditing
import Models
import Presenters
public import TextShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command loop: reads a line, hands it to the command shell, waits for the work it started, and
/// repeats until `quit` or end of input. A question a screen asked is answered with the next line read
/// (a secret with a hidden read); Ctrl-C or end of input answers no. It decides nothing about what a
/// line means.
///
/// Ctrl-C cancels the work in flight. At the keyboard the session goes on; in a script (see
/// `LineReader.readsScript`) the script ends too, with exit status 130, as in the sqlite3 shell.
///
/// Waiting for a command's work does not suspend the session: it stops reading and carries on when the
/// work is done, in the work's own turn on the main actor (`CommandShell.whenSettled`). The terminal's
/// output is flushed before it stops, as before every prompt and read. So a command costs no thread
/// hand-off, however many commands a script runs.
@MainActor
public final class REPLSession {
    private let reader: any LineReader
    private let view: TerminalView
    private let shell: CommandShell
    private let style: Style
    private let bailsOnFailure: Bool
    /// `SignalRelay.interruptCount` when the running command started; a Ctrl-C counted after it
    /// belongs to this command, one counted before it is stale.
    private var interruptsBeforeCommand = 0
    /// Ends `run` with an exit status; set while it runs.
    private var end: ((Int32) -> Void)?

    /// - Parameter bailsOnFailure: stop at the first line that shows an error, with exit status 1 (`--bail`).
    public init(reader: any LineReader, view: TerminalView, shell: CommandShell, style: Style, bailsOnFailure: Bool) {
        self.reader = reader
        self.view = view
        self.shell = shell
        self.style = style
        self.bailsOnFailure = bailsOnFailure
    }

    /// Calls `start` (which shows the first screen), then runs until the user quits or input ends; returns
    /// the process exit status.
    public func run(start: () -> Void) async -> Int32 {
        start()
        let status = await withCheckedContinuation { continuation in
            end = { [weak self] status in
                self?.end = nil
                continuation.resume(returning: status)
            }
            settle(Step(errorsBefore: view.errorCount, outcome: .proceed))
        }
        reader.close()
        return status
    }

    /// Ctrl-C outside line reading: cancels the running command's work, unless the interrupt
    /// (number `count`) came before that command started. In a script any interrupt cancels it: the
    /// script is over (its reader returns `.interrupted` from now on).
    func interrupted(count: Int) {
        guard reader.readsScript || count > interruptsBeforeCommand, shell.isBusy else { return }
        shell.cancelWork()
    }

    // MARK: - Private

    /// A command that ran: how many errors were shown before it, and what the shell said to do next.
    private struct Step {
        var errorsBefore: Int
        var outcome: CommandShell.Outcome
    }

    /// Reads and runs commands until one leaves work running (the loop then goes on in `settle`, once the
    /// work is done) or the session ends.
    private func proceed() {
        while end != nil {
            let errorsBefore = view.errorCount
            let outcome: CommandShell.Outcome
            if let question = view.takeQuestion() {
                answer(question)
                outcome = .proceed
            } else {
                let prompt = reader.showsPrompts ? style.prompt(for: shell.location) : ""
                switch reader.readLine(prompt: prompt) {
                case .endOfInput:
                    finish(0)
                    return
                case .interrupted:
                    guard !reader.readsScript else {
                        finish(SignalRelay.exitStatus(for: SIGINT))
                        return
                    }
                    continue
                case let .line(raw):
                    outcome = run(raw)
                }
            }
            let step = Step(errorsBefore: errorsBefore, outcome: outcome)
            guard !shell.isBusy else { return settle(step) }
            if ended(after: step) { return }
        }
    }

    /// Waits for the work `step` started, if any, then decides whether the session goes on.
    private func settle(_ step: Step) {
        guard shell.isBusy else {
            if !ended(after: step) { proceed() }
            return
        }
        view.flush()  // what the line showed so far, before waiting for its work
        shell.whenSettled { [weak self] in
            guard let self, !self.ended(after: step) else { return }
            self.proceed()
        }
    }

    /// After `step`'s work is done: ends the session for `quit` or, with `--bail`, a new error; says
    /// whether it ended.
    private func ended(after step: Step) -> Bool {
        view.setBusy(nil)  // should a screen forget to end its busy line
        if bailsOnFailure && view.errorCount > step.errorsBefore { return finish(1) }
        if step.outcome == .quit { return finish(0) }
        return false
    }

    /// Ends the session with `status`; always true.
    @discardableResult
    private func finish(_ status: Int32) -> Bool {
        end?(status)
        return true
    }

    private func run(_ raw: String) -> CommandShell.Outcome {
        let line: String
        switch check(raw) {
        case let .failure(problem):
            echo { shell.redacting(refused: raw) }
            view.show(.error(Alert(problem, in: shell.language)))
            return .proceed
        case let .success(text):
            line = text
        }
        guard !line.isEmpty else { return .proceed }
        echo { shell.redacting(line) }
        // The terminal showed a password typed with its command as it was typed: drawn again, masked.
        if reader.isInteractive && shell.namesCommandTakingSecret(line), case let shown = shell.redacting(line), shown != line {
            reader.redrawLastLine(as: shown)
        }
        if reader.isInteractive && shell.mayRecordInHistory(line) {
            reader.addToHistory(line)
            if let problem = reader.takeHistoryProblem() { Console.printError(problem.text(in: shell.language)) }
        }
        interruptsBeforeCommand = SignalRelay.interruptCount
        return shell.handle(line)
    }

    /// Reads the answer to `question`: a secret with a hidden read, a confirmation as a line (after the
    /// question, on a line of its own in a script). Ctrl-C, end of input and a refused line answer no.
    private func answer(_ question: Question) {
        switch question.kind {
        case .secret:
            guard case let .line(raw) = reader.readSecret(prompt: view.prompt(for: question)) else { return question.cancel() }
            view.echo(typed: CommandShell.mask)
            switch check(raw, as: LineProblem.checkSecret) {
            case let .failure(problem):
                view.show(.error(Alert(problem, in: shell.language)))
                question.cancel()
            case let .success(secret):
                question.answer(secret: Password(secret))
            }
        case .confirmation:
            view.showQuestion(question.prompt + " [y/N]")
            let event = reader.readLine(prompt: reader.showsPrompts ? view.prompt(for: question) : "")
            guard case let .line(raw) = event else { return question.cancel() }
            switch check(raw) {
            case let .failure(problem):
                echo { CommandShell.mask }
                view.show(.error(Alert(problem, in: shell.language)))
                question.cancel()
            case let .success(text):
                echo { shell.redacting(answer: text) }
                interruptsBeforeCommand = SignalRelay.interruptCount
                question.answer(text: text)
            }
        }
    }

    /// The line as text, or why it is refused: what the reader saw of its bytes, then the shell's checks.
    /// The line just read, refused for what only the reader saw (a line cut short, bytes that are not UTF-8)
    /// or by `checking` (a command line's check, or a secret's).
    private func check(
        _ raw: String, as checking: (String) -> Result<String, LineProblem> = LineProblem.check
    ) -> Result<String, LineProblem> {
        if let length = reader.lastLineTruncatedFrom { return .failure(.tooLong(bytes: length)) }
        if reader.lastLineWasInvalidUTF8 { return .failure(.invalidUTF8) }
        return checking(raw)
    }

    /// A line as it was typed, for transcripts (`--echo`, `--record`), as `CommandShell.redacting` lets it
    /// be shown; made only when one is kept.
    private func echo(_ text: () -> String) {
        guard view.keepsTypedLines else { return }
        view.echo(typed: text())
    }
}
