import Presenters

/// A `View` that keeps what it was asked to show as plain lines, like a terminal would.
@MainActor
final class TranscriptView: View {
    private(set) var lines: [String] = []
    var confirmations: [Bool] = []

    func show(_ display: Display) {
        switch display {
        case let .heading(text), let .line(text), let .success(text): lines.append(text)
        case let .error(text): lines.append("Error: " + text)
        case let .fields(fields): lines += fields.map { "\($0.label): \($0.value)" }
        case let .table(table): lines += table.rows.map { $0.joined(separator: " | ") }
        }
    }

    func setBusy(_ label: String?) {}
    func readSecret(prompt: String) -> String? { nil }

    func confirm(_ question: String) -> Bool {
        lines.append(question)
        return confirmations.isEmpty ? false : confirmations.removeFirst()
    }

    /// The lines since the last call.
    func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}
