public import Models

/// The login screen's commands.
public enum LoginCommand: Sendable {
    case email(String)
    /// The password typed on the line, or `nil` to be asked for it without echo.
    case password(Password?)
    case submit
}
