import Models
import Presenters
public import TextShell

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The request loop of the JSON Lines front end: writes `hello`, shows the first screen, then reads one
/// request per line, hands a command to the command shell (or the answer to the pending question), waits
/// for the work it started, and ends every response with `done`. It decides nothing about what a command
/// means: the shell and the presenters do, exactly as in the terminal.
///
/// A line that is not a request gets one `error` event and its `done`, and the session goes on. While a
/// question waits for its answer, a command is refused with an `error` that says what is awaited (the
/// question stays asked); end of input or Ctrl-C answers it no.
@MainActor
public final class JSONLinesSession {
    private let input: any RequestSource
    private let view: JSONLinesView
    private let shell: CommandShell
    private let bailsOnFailure: Bool
    /// How many Ctrl-Cs the process has had (`SignalRelay.interruptCount`).
    private let interruptCount: () -> Int
    /// `interruptCount` when the request being answered began: a Ctrl-C counted after it is this request's,
    /// one counted before it is stale.
    private var interruptsBeforeRequest = 0

    /// - Parameters:
    ///   - bailsOnFailure: stop after the first response that is not ok, with exit status 1 (`--bail`).
    ///   - interruptCount: how many Ctrl-Cs the process has had, for `interrupted(count:)`.
    public init(
        input: any RequestSource, view: JSONLinesView, shell: CommandShell, bailsOnFailure: Bool,
        interruptCount: @escaping () -> Int = { 0 }
    ) {
        self.input = input
        self.view = view
        self.shell = shell
        self.bailsOnFailure = bailsOnFailure
        self.interruptCount = interruptCount
    }

    /// Ctrl-C number `count`, on a terminal: cancels the work in flight, unless it came before the request
    /// being answered began. One typed while nothing ran is delivered only once the main actor is free, in
    /// the next request's work, which it must not cancel.
    public func interrupted(count: Int) {
        guard count > interruptsBeforeRequest else { return }
        shell.cancelWork()
    }

    /// Writes `hello`, calls `start` (which shows the first screen) and ends that with `done`, then answers
    /// requests until `quit` or the end of the input; returns the process exit status: 0, 1 when
    /// `bailsOnFailure` stopped it, 130 when Ctrl-C ended the input.
    public func run(start: () -> Void) async -> Int32 {
        view.write(.hello(version: Event.schemaVersion))
        _ = await respond(id: nil) {
            start()
            return .proceed
        }
        while true {
            let status: Int32
            switch input.nextLine() {
            case .endOfInput: status = 0
            case .interrupted: status = 128 + SIGINT
            case let .line(bytes, wholeLength):
                if wholeLength == nil && RequestParser.isBlank(bytes) { continue }
                let request = RequestParser.parse(bytes, wholeLength: wholeLength)
                let id: RequestID? =
                    switch request {
                    case let .success(request): request.id
                    case let .failure(error): error.id
                    }
                let (ok, outcome) = await respond(id: id) { perform(request) }
                if bailsOnFailure && !ok { return 1 }
                if outcome == .quit { return 0 }
                continue
            }
            // The input ended: a question still waiting is answered no, and what that shows is a response too.
            if let question = view.takeQuestion() {
                let (ok, _) = await respond(id: nil) {
                    question.cancel()
                    return .proceed
                }
                if bailsOnFailure && !ok && status == 0 { return 1 }
            }
            return status
        }
    }

    // MARK: - Private

    /// Runs `work` with events carrying `id`, waits for what it started, and writes `done`.
    private func respond(id: RequestID?, _ work: () -> CommandShell.Outcome) async -> (ok: Bool, CommandShell.Outcome) {
        view.requestID = id
        defer { view.requestID = nil }
        interruptsBeforeRequest = interruptCount()
        let errorsBefore = view.errorCount
        let outcome = work()
        await shell.settle()
        view.setBusy(nil)  // should a screen forget to end its busy line
        let ok = view.errorCount == errorsBefore
        view.write(.done(ok: ok))
        return (ok, outcome)
    }

    private func perform(_ request: Result<Request, RequestError>) -> CommandShell.Outcome {
        switch request {
        case let .failure(error):
            view.show(.error(Alert(error.problem, in: shell.language)))
        case let .success(request):
            switch request.kind {
            case let .command(text): return run(text)
            case let .answer(text): answer(text)
            case let .secret(secret): reveal(secret)
            }
        }
        return .proceed
    }

    private func run(_ text: String) -> CommandShell.Outcome {
        if let question = view.pendingQuestion {
            view.show(.error(awaiting(question)))
            return .proceed
        }
        switch LineProblem.check(text) {
        case let .failure(problem):
            view.show(.error(Alert(problem, in: shell.language)))
            return .proceed
        case let .success(line):
            return line.isEmpty ? .proceed : shell.handle(line)
        }
    }

    private func answer(_ text: String) {
        guard let question = view.pendingQuestion else {
            return view.show(.error(Alert(JSONWords.nothingAsked, in: shell.language)))
        }
        guard question.kind == .confirmation else { return view.show(.error(awaiting(question))) }
        guard JSONLinesView.answers.contains(text) else {
            return view.show(.error(Alert(JSONWords.answerWith(JSONLinesView.answers), in: shell.language)))
        }
        view.takeQuestion()?.answer(text == Question.yesAnswers[0])
    }

    private func reveal(_ secret: Password) {
        guard let question = view.pendingQuestion else {
            return view.show(.error(Alert(JSONWords.noSecretAsked, in: shell.language)))
        }
        guard question.kind == .secret else { return view.show(.error(awaiting(question))) }
        // Refused as a line would be (the secret is still asked for): control characters, NUL among them, are
        // no part of a password a person types.
        if case let .failure(problem) = LineProblem.checkSecret(secret.revealed) {
            return view.show(.error(Alert(problem, in: shell.language)))
        }
        view.takeQuestion()?.answer(secret: secret)
    }

    /// What a pending question waits for, said when something else came.
    private func awaiting(_ question: Question) -> Alert {
        Alert(question.kind == .confirmation ? JSONWords.questionWaiting : .secretWaiting, in: shell.language)
    }
}
