/// Why a request that needs a signed-in user was refused.
public enum SessionError: Error, Equatable, Sendable {
    /// No session: the token is missing, unknown, expired or revoked (not told apart).
    case notSignedIn
    /// Logged out here, but the server could not be told (it did not answer): the session stays open there until
    /// it expires.
    case notEndedOnServer
}

extension SessionError: ExplainedError {}

extension SessionError {
    /// A stable code for a program: `SessionError.notSignedIn`.
    public var code: String {
        switch self {
        case .notSignedIn: "SessionError.notSignedIn"
        case .notEndedOnServer: "SessionError.notEndedOnServer"
        }
    }
}
