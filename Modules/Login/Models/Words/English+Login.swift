import Models

/// The login screen's words in English.
extension LoginWords {
    public var english: String {
        switch self {
        case .loggingIn: "Logging in…"
        case .logIn: "log in"
        case .cancelled: "Login cancelled."
        case .title: "Log in"
        case let .email(address): "Email: \(address)"
        case .passwordPrompt: "Password: "
        case .noPasswordEntered: "No password entered."
        case .passwordSet: "Password set."
        case .emailSummary: "Set the email address to log in with."
        case .passwordSummary: "Set the password (asked for without echo when not given)."
        case .submitSummary: "Log in with the email and password set."
        case .howTo: "Type 'email ADDRESS', then 'password', then 'submit'. Type 'help' for every command."
        case .ready: "Ready: type 'submit' to log in."
        }
    }
}
