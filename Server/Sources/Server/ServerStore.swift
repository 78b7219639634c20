public import API
public import Foundation
internal import Logging
public import Models
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
    /// Throws when the database does not answer, or answers but takes no writes (`GET /ready`).
    public var ping: @Sendable () async throws -> Void

    /// The embedded SQLite database (a file, or memory).
    public static func sqlite(_ database: AppDatabase) -> Self {
        Self(
            backend: .sqlite(database), accounts: database.accounts,
            ping: {
                // A file opened read-only (its mode allows no writing) serves no purchase, login or sign-up.
                guard !database.isReadOnly else { throw StoreError.readOnly }
                _ = try await database.accounts.account(email: DemoData.user.email)
            })
    }

    /// A PostgreSQL database shared with other servers.
    public static func postgres(_ store: PostgresStore) -> Self {
        Self(backend: .postgres(store), accounts: store.accounts, ping: { try await store.ping() })
    }
}

/// The use cases the server runs: the app's own live ones (`environment`, as the app holds them, the sessions a
/// server hands out among them: Login's), and who a bearer token belongs to.
public struct ServerUseCases: Sendable {
    /// The feature trees it serves.
    public let features: [ServerFeature]
    /// Their parts of the problem mapping, for `Problem(for:features:)`.
    public let problems: [any FeatureProblems.Type]
    /// The user a bearer token belongs to, as the feature that signs people in says (Login's); throws
    /// `SessionError.notSignedIn` for a token it does not know, and for every token when no feature signs people in.
    public var authenticate: @Sendable (_ token: String) async throws -> User
    public var ping: @Sendable () async throws -> Void
    /// The app's use cases, each feature's bundle among them (`environment.notes`).
    public var environment: UseCaseEnvironment

    /// The live use cases of the skeleton and of each of `features` on `store`, with passwords checked by `hasher`,
    /// on the clock `now` (a session's expiry, a purchase's date, and the login throttle's buckets).
    public static func live(
        store: ServerStore, features: [ServerFeature], hasher: any PasswordHasher, now: @escaping @Sendable () -> Date = Date.init
    ) -> Self {
        // At most one check fewer than the cores at once, the rest queued (`PasswordCheckLimit.server`).
        let checked = LoginUseCase.live(accounts: store.accounts, hasher: hasher, checks: .server)
        // A password's hash is a tenth of a second of CPU: it runs on Swift's global executor, never on the
        // event loop whose connections' requests run there (`ServedConnection`), which it would hold up.
        let login = LoginUseCase(
            logIn: { email, password in
                try await withTaskExecutorPreference(globalConcurrentExecutor) { try await checked.logIn(email, password) }
            },
            logOut: checked.logOut)
        var environment = UseCaseEnvironment(login: login)
        for feature in features { feature.serve(store, &environment, now) }
        let notSignedIn: @Sendable (String) async throws -> User = { _ in throw SessionError.notSignedIn }
        let authenticate = features.lazy.compactMap(\.authenticate).first?(environment) ?? notSignedIn
        return Self(
            features: features, problems: features.problems, authenticate: authenticate, ping: store.ping, environment: environment)
    }
}
