public import Foundation
public import Models
public import UseCases

/// The sessions a server hands out as bearer tokens: opened by a login, checked on every request, ended by
/// a logout or by time. A token is an opaque string the client keeps; the store keeps only its hash.
public struct SessionsUseCase: Sendable {
    /// Logs in (as `LoginUseCase` does: the same errors) and opens a session; the token is returned once.
    /// `origin` is where the attempt comes from (a client's address; empty when unknown), for throttling.
    public var open: @Sendable (_ email: String, _ password: Password, _ origin: String) async throws -> OpenedSession
    /// The user a token belongs to; throws `SessionError.notSignedIn` for an unknown, expired or revoked one.
    public var user: @Sendable (_ token: String) async throws -> User
    /// Ends the token's session; throws `SessionError.notSignedIn` when it was not a good one.
    public var close: @Sendable (_ token: String) async throws -> Void

    public init(
        open: @escaping @Sendable (_ email: String, _ password: Password, _ origin: String) async throws -> OpenedSession,
        user: @escaping @Sendable (_ token: String) async throws -> User,
        close: @escaping @Sendable (_ token: String) async throws -> Void
    ) {
        self.open = open
        self.user = user
        self.close = close
    }
}

/// A session just opened: the token the client sends from now on, and when it stops working.
public struct OpenedSession: Sendable, Equatable {
    public var token: String
    public var expiresAt: Date
    public var session: Session

    public init(token: String, expiresAt: Date, session: Session) {
        self.token = token
        self.expiresAt = expiresAt
        self.session = session
    }
}

extension SessionsUseCase: FeatureUseCases {
    /// What a server's `Authentication` asks of every operation that is not public, and its login and logout
    /// answer with: set by Login's part of the server (`ServerFeature.login`).
    public static func unset(_ unset: UseCaseEnvironment.Unset) -> Self {
        Self(
            open: { _, _, _ in try unset("sessions.open") }, user: { _ in try unset("sessions.user") },
            close: { _ in try unset("sessions.close") })
    }
}

extension UseCaseEnvironment {
    /// The sessions a server hands out (a server's alone: the app keeps its session in memory).
    public var sessions: SessionsUseCase {
        get { self[SessionsUseCase.self] }
        set { self[SessionsUseCase.self] = newValue }
    }
}

extension SessionsUseCase {
    /// The longest token accepted, in bytes: anything longer is not one of ours, and is not hashed.
    public static let maximumTokenLength = 200

    /// Sessions on `login` and a `SessionRepository`, each lasting `lifetime`; failed logins slowed by `throttle`
    /// per account and per origin (`LoginError.tooManyAttempts`). `login` bounds its password checks, on a
    /// server (`LoginUseCase.live`'s `checks`: `ServiceError.busy` past its queue).
    public static func live(
        login: LoginUseCase, store: any SessionRepository, tokens: SessionTokens, throttle: LoginThrottle = LoginThrottle(),
        lifetime: Duration = .seconds(30 * 24 * 3600),
        now: @escaping @Sendable () -> Date = Date.init
    ) -> Self {
        let seconds = TimeInterval(lifetime.components.seconds)
        let valid: @Sendable (String) async throws -> StoredSession = { token in
            guard !token.isEmpty, token.utf8.count <= maximumTokenLength else { throw SessionError.notSignedIn }
            let stored = try await mapErrors { try await store.session(tokenHash: tokens.hash(token)) }
            guard let stored, !stored.isRevoked, stored.expiresAt > now() else { throw SessionError.notSignedIn }
            return stored
        }
        return Self(
            open: { email, password, origin in
                let session = try await login.throttled(by: throttle, origin: origin).logIn(email, password)
                let token = tokens.make()
                let opened = now()
                let expiresAt = opened.addingTimeInterval(seconds)
                do {
                    try await store.insert(tokenHash: tokens.hash(token), user: session.user.id, expiresAt: expiresAt, now: opened)
                } catch is CancellationError {
                    throw CancellationError()
                } catch {
                    throw LoginError.serviceUnavailable
                }
                return OpenedSession(token: token, expiresAt: expiresAt, session: session)
            },
            user: { token in try await valid(token).user },
            close: { token in
                _ = try await valid(token)
                try await mapErrors { try await store.revoke(tokenHash: tokens.hash(token)) }
            }
        )
    }
}
