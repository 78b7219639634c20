public import Models
public import Presenters

/// The `ScreenView` of the JSON Lines front end: everything a presenter shows becomes an event, written
/// at once with the id of the request being answered. A question is written as a `question` or `secret`
/// event and kept until the session reads its answer.
@MainActor
public final class JSONLinesView: ScreenView {
    /// The answers a yes-or-no question accepts, as its event lists them.
    public static let answers = [Question.yesAnswers[0], Question.noAnswers[0]]

    /// How many errors have been shown so far; the session compares it around a request for `ok`.
    public private(set) var errorCount = 0
    /// The id that the events written now carry: the one of the request being answered.
    var requestID: RequestID?
    private let output: any EventSink
    /// What the `busy` event on the wire says, while work is in flight.
    private var busyLabel: String?
    private var question: Question?

    /// The language of dates and hints in the events' text.
    private let language: Language

    public init(output: any EventSink, language: Language = .english) {
        self.output = output
        self.language = language
    }

    public func show(_ display: Display) {
        if case .error = display { errorCount += 1 }
        write(.display(display))
    }

    /// `busy` with the label (once per label), then `idle` when the work ends.
    public func setBusy(_ label: String?) {
        guard label != busyLabel else { return }
        busyLabel = label
        write(label.map(Event.busy) ?? .idle)
    }

    /// Writes the question and keeps it for the session. A question still unanswered is answered no first.
    public func ask(_ question: Question) {
        self.question?.cancel()
        self.question = question
        let prompt = question.prompt.trimmingSuffix(while: \.isWhitespace)
        switch question.kind {
        case .confirmation: write(.question(code: question.code, prompt: prompt, answers: Self.answers))
        case .secret: write(.secret(code: question.code, prompt: prompt))
        }
    }

    public func screenDidAppear(path: String, title: String) {
        write(.screen(path: path, title: title))
    }

    /// The question waiting for an answer, if any.
    var pendingQuestion: Question? {
        question?.isAnswered == false ? question : nil
    }

    /// The question waiting for an answer, now in the caller's hands.
    func takeQuestion() -> Question? {
        defer { question = nil }
        return pendingQuestion
    }

    /// Writes `event` as one line, with the current request's id.
    func write(_ event: Event) {
        output.write(EventEncoder.line(for: event, id: requestID, language: language) + "\n")
    }
}

extension String {
    /// The text without the trailing characters that match (a terminal prompt's trailing space).
    fileprivate func trimmingSuffix(while matches: (Character) -> Bool) -> String {
        String(reversed().drop(while: matches).reversed())
    }
}
