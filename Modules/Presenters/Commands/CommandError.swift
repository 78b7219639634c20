/// Why a line is not a command the current screen can run.
public enum CommandError: Error, Equatable, Sendable {
    /// No command has this name; `suggestion` is the closest one, when any is close.
    case unknown(String, suggestion: String?)
    /// Too few or too many arguments, or an argument of the wrong form.
    case usage(command: String, usage: String, problem: String)
}

extension CommandError: CustomStringConvertible {
    /// One line that says what was wrong and what to type instead.
    public var description: String {
        switch self {
        case let .unknown(word, suggestion?):
            "Unknown command '\(word)'. Did you mean '\(suggestion)'?"
        case let .unknown(word, nil):
            "Unknown command '\(word)'. Type 'help' to see the commands."
        case let .usage(command, usage, problem):
            "\(command): \(problem). Usage: \(usage)"
        }
    }
}
