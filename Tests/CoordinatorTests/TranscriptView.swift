import Presenters
import TextShell

/// A `ScreenView` that keeps what it was asked to show as plain lines, like a terminal would, the screens
/// that appeared, and the questions asked (for the test to answer later).
@MainActor
final class TranscriptView: ScreenView {
    private(set) var lines: [String] = []
    /// `path (title)` of each screen shown, in order.
    private(set) var appeared: [String] = []
    private(set) var questions: [Question] = []

    func show(_ display: Display) {
        switch display {
        case let .heading(text), let .line(text), let .success(text): lines.append(text)
        case let .error(text): lines.append("Error: " + text)
        case let .fields(fields): lines += fields.map { "\($0.label): \($0.value)" }
        case let .table(table): lines += table.rows.map { $0.map(\.description).joined(separator: " | ") }
        case let .hint(hint): lines.append(hint.words)
        }
    }

    func setBusy(_ label: String?) {}

    func ask(_ question: Question) {
        lines.append(question.prompt)
        questions.append(question)
    }

    func screenDidAppear(path: String, title: String) {
        appeared.append("\(path) (\(title))")
    }

    /// The lines since the last call.
    func take() -> [String] {
        defer { lines = [] }
        return lines
    }

    /// The screens that appeared since the last call.
    func takeAppeared() -> [String] {
        defer { appeared = [] }
        return appeared
    }

    /// Answers the oldest question as a person would have typed `text`.
    func answer(_ text: String) {
        questions.removeFirst().answer(text: text)
    }
}
