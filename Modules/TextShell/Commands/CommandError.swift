/// Why a line is not a command the current screen can run.
///
/// It holds no word of the line: a line that could not be run may be a password typed in the wrong place
/// (`passwordhunter2`, `pw hunter2`), so its error never repeats it (see `CommandShell.redacting(_:)`).
public enum CommandError: Error, Equatable, Sendable {
    /// No command has the line's first word as its name; `suggestion` is the closest one, when any is close.
    case unknown(suggestion: String?)
    /// Too few or too many arguments, or an argument of the wrong form; `problem` names the argument, not
    /// what was typed for it.
    case usage(command: String, usage: String, problem: String)
}

extension CommandError: CustomStringConvertible {
    /// One line that says what was wrong and what to type instead.
    public var description: String {
        switch self {
        case let .unknown(suggestion?):
            "Unknown command. Did you mean '\(suggestion)'?"
        case .unknown(nil):
            "Unknown command. Type 'help' to see the commands."
        case let .usage(command, usage, problem):
            "\(command): \(problem). Usage: \(usage)"
        }
    }
}
