public import Models

/// Why a line is not a command the current screen can run.
///
/// It holds no word of the line: a line that could not be run may be a password typed in the wrong place
/// (`passwordhunter2`, `pw hunter2`), so its error never repeats it (see `CommandShell.redacting(_:)`).
public enum CommandError: Error, Equatable, Sendable {
    /// No command has the line's first word as its name; `suggestion` is the closest one, when any is close.
    case unknown(suggestion: String?)
    /// Too few or too many arguments, or an argument of the wrong form; `problem` names the argument, not
    /// what was typed for it.
    case usage(command: String, usage: String, problem: UsageProblem)
}

extension CommandError: Words, CustomStringConvertible {
    /// Its English, for logs.
    public var description: String { english }

    /// A stable code for a program: `CommandError.unknown` or `CommandError.usage`.
    public var code: String {
        switch self {
        case .unknown: "CommandError.unknown"
        case .usage: "CommandError.usage"
        }
    }
}
