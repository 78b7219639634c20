import Models
import Presenters
public import TestSupport
import Testing
import TextShell

/// What the shared `RecordingView` was told, read as a terminal would print it (hints in the shell's
/// words), with the screens that appeared kept apart; the questions asked wait there for the test to answer.
@MainActor
public final class TranscriptView {
    public init() {}

    /// The view the app draws on.
    public let recording = RecordingView()
    /// How far `take()` and `takeAppeared()` have read the recording's events.
    private var linesRead = 0
    private var appearedRead = 0

    /// The lines since the last call.
    public func take() -> [String] {
        let events = recording.log.events
        defer { linesRead = events.count }
        return events[linesRead...].flatMap(Self.lines(of:))
    }

    /// `path (title)` of each screen that appeared since the last call, in order.
    public func takeAppeared() -> [String] {
        let events = recording.log.events
        defer { appearedRead = events.count }
        return events[appearedRead...].compactMap {
            if case let .appeared(path, title) = $0 { "\(path) (\(title))" } else { nil }
        }
    }

    /// Answers the oldest question as a person would have typed `text`.
    public func answer(_ text: String) {
        recording.answer(text)
    }

    private static func lines(of event: RecordingView.Event) -> [String] {
        switch event {
        case let .show(display):
            switch display {
            case let .heading(text), let .line(text), let .success(text): [text]
            case let .error(alert): ["Error: " + alert.text]
            case let .fields(fields): fields.map { "\($0.label): \($0.value)" }
            case let .table(table): table.rows.map { $0.map(\.description).joined(separator: " | ") }
            case let .hint(hint): [hint.words(in: .english)]
            }
        case let .asked(_, prompt): [prompt]
        case .busy, .appeared: []
        }
    }
}
