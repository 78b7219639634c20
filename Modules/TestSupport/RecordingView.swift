public import Presenters
public import Testing

/// The one `ScreenView` double: it records every call, in order, in an `OutputLog` (so `.exhaustive`
/// checks them all), and keeps each question for the test to answer later, as a real view would. A test
/// asserts on the events (`assertNext`), or reads them as it likes (the coordinator's tests read them as a
/// terminal's lines).
@MainActor
public final class RecordingView: ScreenView {
    public enum Event: Equatable {
        case show(Display)
        case busy(String?)
        case asked(Question.Kind, String)
        case appeared(path: String, title: String)
    }

    public let log = OutputLog<Event>()
    /// Questions asked and not answered yet, oldest first.
    public private(set) var questions: [Question] = []

    public init() {}

    public func show(_ display: Display) { log.record(Event.show)(display) }
    public func setBusy(_ label: String?) { log.record(Event.busy)(label) }
    public func screenDidAppear(path: String, title: String) { log.record(Event.appeared(path: path, title: title))() }

    public func ask(_ question: Question) {
        log.record(Event.asked(question.kind, question.prompt))()
        questions.append(question)
    }

    /// Asserts what the view was told since the last assertion, in order.
    public func assertNext(_ expected: [Event], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        log.assertNext(expected, comment, sourceLocation: sourceLocation)
    }

    /// Answers the oldest question as a person would have typed `text`.
    public func answer(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard !questions.isEmpty else {
            Issue.record("No question to answer", sourceLocation: sourceLocation)
            return
        }
        questions.removeFirst().answer(text: text)
    }

    /// Cancels the oldest question (Ctrl-C, or input ended).
    public func cancelQuestion(sourceLocation: SourceLocation = #_sourceLocation) {
        guard !questions.isEmpty else {
            Issue.record("No question to cancel", sourceLocation: sourceLocation)
            return
        }
        questions.removeFirst().cancel()
    }
}
