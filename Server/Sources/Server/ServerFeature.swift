public import API
public import Foundation
public import Models
public import OpenAPIRuntime
public import PostgresStorage
public import Storage
public import UseCases

/// A feature tree, as the server takes it: its part of the SQLite database, its live use cases on the store
/// the server runs on, its operations on the router, and the problems its part of the contract adds. A tree
/// makes its own in its FEATUREServer module (`ServerFeature.notes`), and joins by its line in the server's
/// feature list (bazaar-server's, and its tests').
public struct ServerFeature: Sendable {
    /// Its part of the problem mapping: its errors, answered as its problems.
    public let problems: any FeatureProblems.Type
    /// Its tables, migrations and demo data on SQLite.
    public let stored: StoredPart
    /// The same on PostgreSQL.
    public let postgres: any PostgresFeature.Type
    /// Sets its live use cases, on `store`, in `environment`, on the clock `now`.
    let serve: @Sendable (_ store: ServerStore, _ environment: inout UseCaseEnvironment, _ now: @escaping @Sendable () -> Date) -> Void
    /// Registers its operations' handler, on the server's use cases, with the transport, configuration and
    /// middlewares every operation has.
    public let register:
        @Sendable (
            _ useCases: ServerUseCases, _ transport: any ServerTransport, _ configuration: Configuration,
            _ middlewares: [any ServerMiddleware]
        ) throws -> Void
    /// For the feature that signs people in (Login's): who a bearer token belongs to, on the use cases it set.
    /// `Authentication` asks it for every operation that is not public.
    public let authenticate: (@Sendable (_ environment: UseCaseEnvironment) -> @Sendable (_ token: String) async throws -> User)?

    public init(
        problems: any FeatureProblems.Type = NoProblemsOfItsOwn.self, stored: StoredPart, postgres: any PostgresFeature.Type,
        serve:
            @escaping @Sendable (_ store: ServerStore, _ environment: inout UseCaseEnvironment, _ now: @escaping @Sendable () -> Date) ->
            Void,
        register:
            @escaping @Sendable (
                _ useCases: ServerUseCases, _ transport: any ServerTransport, _ configuration: Configuration,
                _ middlewares: [any ServerMiddleware]
            ) throws -> Void,
        authenticate: (@Sendable (_ environment: UseCaseEnvironment) -> @Sendable (_ token: String) async throws -> User)? = nil
    ) {
        self.problems = problems
        self.stored = stored
        self.postgres = postgres
        self.serve = serve
        self.register = register
        self.authenticate = authenticate
    }
}

extension [ServerFeature] {
    /// Each feature tree's part of a SQLite database, for `AppDatabase`.
    public var parts: [StoredPart] { map(\.stored) }
    /// Each feature tree's part of the problem mapping, for `Problem(for:features:)`.
    public var problems: [any FeatureProblems.Type] { map(\.problems) }
    /// Each feature tree's part of a PostgreSQL database, for `PostgresStore.migrate` and `seedDemo`.
    public var postgresParts: [any PostgresFeature.Type] { map(\.postgres) }
}
