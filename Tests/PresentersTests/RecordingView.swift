import Presenters

/// A `View` that records every call in order and answers questions from a script.
@MainActor
final class RecordingView: View {
    enum Event: Equatable {
        case show(Display)
        case busy(String?)
        case askedSecret(String)
        case askedConfirmation(String)
    }

    private(set) var events: [Event] = []
    var secrets: [String?] = []
    var confirmations: [Bool] = []

    func show(_ display: Display) { events.append(.show(display)) }
    func setBusy(_ label: String?) { events.append(.busy(label)) }

    func readSecret(prompt: String) -> String? {
        events.append(.askedSecret(prompt))
        return secrets.isEmpty ? nil : secrets.removeFirst()
    }

    func confirm(_ question: String) -> Bool {
        events.append(.askedConfirmation(question))
        return confirmations.isEmpty ? false : confirmations.removeFirst()
    }

    /// The events since the last call, so each step of a test asserts only what it caused.
    func takeEvents() -> [Event] {
        defer { events = [] }
        return events
    }
}
