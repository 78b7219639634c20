/// Why a request that needs a signed-in user was refused.
public enum SessionError: Error, Equatable, Sendable {
    /// No session: the token is missing, unknown, expired or revoked (not told apart).
    case notSignedIn
}

extension SessionError: ExplainedError {}

extension SessionError {
    /// A stable code for a program: `SessionError.notSignedIn`.
    public var code: String {
        switch self {
        case .notSignedIn: "SessionError.notSignedIn"
        }
    }
}
