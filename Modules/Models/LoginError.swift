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

extension LoginError: ExplainedError {}

extension LoginError {
    /// A stable code for a program: `LoginError.invalidCredentials`.
    public var code: String {
        switch self {
        case .invalidCredentials: "LoginError.invalidCredentials"
        case .invalidEmail: "LoginError.invalidEmail"
        case .emptyPassword: "LoginError.emptyPassword"
        case .serviceUnavailable: "LoginError.serviceUnavailable"
        case .tooManyAttempts: "LoginError.tooManyAttempts"
        }
    }
}
