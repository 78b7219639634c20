public import Models
public import Presenters

/// The login screen's commands.
public enum LoginCommand: Sendable {
    case email(String)
    /// The password typed on the line, or `nil` to be asked for it without echo.
    case password(Password?)
    case submit

    /// What the login screen suggests (worded by a front end).
    public enum Hint: String, ScreenHint {
        /// How to log in, shown first.
        case howTo
        /// The form is complete: log in.
        case ready

        public static let screen = "Login"  // words: a code, not words
    }

    /// The code of the question `password` asks when no secret was typed.
    public static let passwordQuestion = Hint.screen + ".password"
}
