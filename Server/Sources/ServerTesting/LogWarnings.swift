public import InMemoryLogging
internal import Logging

extension InMemoryLogHandler {
    /// What it logged as warnings, each as text: what a test of a fault reads to see the log say why.
    public var warnings: [String] { entries.filter { $0.level == .warning }.map { "\($0.message)" } }
}
