public import Foundation
public import Models

/// Where a server keeps the sessions it hands out. It never sees a token: only the token's hash.
public protocol SessionRepository: Sendable {
    /// Keeps a new session for `user`, ending at `expiresAt`, and forgets the user's sessions that had ended by
    /// `now` (expired, or revoked by an earlier version that kept them): a session that can no longer be used is
    /// kept no longer than its user's next login.
    func insert(tokenHash: String, user: User.ID, expiresAt: Date, now: Date) async throws
    /// The session with this token hash, whether or not it is still good; nil when there is none.
    func session(tokenHash: String) async throws -> StoredSession?
    /// Ends the session at once by forgetting it: it is refused from then on, as an unknown one is. Nothing
    /// happens for an unknown hash.
    func revoke(tokenHash: String) async throws
}

/// A session as a `SessionRepository` keeps it.
public struct StoredSession: Sendable, Equatable {
    public var user: User
    public var expiresAt: Date
    /// Revoked and kept, as versions before sessions were forgotten at logout did.
    public var isRevoked: Bool

    public init(user: User, expiresAt: Date, isRevoked: Bool) {
        self.user = user
        self.expiresAt = expiresAt
        self.isRevoked = isRevoked
    }
}
