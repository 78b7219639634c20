public import API
public import Foundation
internal import Logging
internal import Models
public import PostgresStorage
public import Storage
public import UseCases

/// What the server's use cases are built on: one store, SQLite (the app's `Storage`, the default) or
/// PostgreSQL, giving the same repositories. A feature takes its own from `backend` (in an extension in its
/// folder: `ServerStore+Notes.swift`).
public struct ServerStore: Sendable {
    /// The store itself.
    public enum Backend: Sendable {
        case sqlite(AppDatabase)
        case postgres(PostgresStore)
    }

    public let backend: Backend
    public var accounts: any AccountRepository
    public var sessions: any SessionRepository
    /// Throws when the database does not answer (`GET /ready`).
    public var ping: @Sendable () async throws -> Void

    /// The embedded SQLite database (a file, or memory).
    public static func sqlite(_ database: AppDatabase) -> Self {
        Self(
            backend: .sqlite(database), accounts: database.accounts, sessions: database.sessions,
            ping: { _ = try await database.accounts.account(email: DemoData.user.email) })
    }

    /// A PostgreSQL database shared with other servers.
    public static func postgres(_ store: PostgresStore) -> Self {
        Self(backend: .postgres(store), accounts: store.accounts, sessions: store.sessions, ping: { try await store.ping() })
    }
}

/// The use cases the server runs: the app's own live ones (`environment`, as the app holds them), and the
/// sessions only a server needs.
public struct ServerUseCases: Sendable {
    /// The feature trees it serves.
    public let features: [ServerFeature]
    /// Their parts of the problem mapping, for `Problem(for:features:)`.
    public let problems: [any FeatureProblems.Type]
    public var sessions: SessionsUseCase
    public var ping: @Sendable () async throws -> Void
    /// The app's use cases, each feature's bundle among them (`environment.notes`).
    public var environment: UseCaseEnvironment

    /// The live use cases of the skeleton and of each of `features` on `store`, with passwords checked by `hasher`, as many at once as `checks` lets,
    /// on the clock `now` (a session's expiry, a purchase's date, and the login throttle's buckets).
    public static func live(
        store: ServerStore, features: [ServerFeature], hasher: any PasswordHasher, tokens: SessionTokens = .live,
        checks: PasswordCheckLimit = .server,
        now: @escaping @Sendable () -> Date = Date.init
    ) -> Self {
        let checked = LoginUseCase.live(accounts: store.accounts, hasher: hasher)
        // A password's hash is a tenth of a second of CPU: it runs on Swift's global executor, never on the
        // event loop whose connections' requests run there (`OnItsEventLoop`), which it would hold up.
        let login = LoginUseCase(
            logIn: { email, password in
                try await withTaskExecutorPreference(globalConcurrentExecutor) { try await checked.logIn(email, password) }
            },
            logOut: checked.logOut)
        var environment = UseCaseEnvironment(login: login)
        for feature in features { feature.serve(store, &environment, now) }
        return Self(
            features: features, problems: features.problems,
            sessions: .live(
                login: login, store: store.sessions, tokens: tokens, throttle: LoginThrottle(now: now), checks: checks, now: now),
            ping: store.ping,
            environment: environment)
    }
}
