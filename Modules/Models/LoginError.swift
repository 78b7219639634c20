/// Why a login attempt failed.
public enum LoginError: Error, Equatable, Sendable {
    /// No account has this email, or the password is wrong; deliberately not told apart.
    case invalidCredentials
    /// The email is not a valid address.
    case invalidEmail
    /// The password is empty.
    case emptyPassword
    /// The account service could not be reached or failed.
    case serviceUnavailable
    /// Too many failed attempts for this account or from this place: nothing was checked; wait this long.
    case tooManyAttempts(retryAfterSeconds: Int)
}

extension LoginError: ExplainedError {
    /// One line a person can act on.
    public var description: String {
        switch self {
        case .invalidCredentials: "Wrong email or password."
        case .invalidEmail: "That is not a valid email address."
        case .emptyPassword: "Enter a password."
        case .serviceUnavailable: "The account service is unavailable. Try again."
        case let .tooManyAttempts(seconds):
            "Too many failed logins. Try again in \(seconds) second\(seconds == 1 ? "" : "s")."
        }
    }
}
