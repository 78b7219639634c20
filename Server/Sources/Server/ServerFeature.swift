public import API
import Foundation
public import PostgresStorage
public import Storage
import UseCases

/// A feature tree, as the server takes it: its part of the SQLite database, its live use cases on the store
/// the server runs on, and the problems its part of the contract adds. A feature joins by its line in
/// `ServerStore.features`.
public struct ServerFeature: Sendable {
    /// Its part of the problem mapping: its errors, answered as its problems.
    public let problems: any FeatureProblems.Type
    /// Its tables, migrations and demo data on SQLite.
    public let stored: StoredPart
    /// The same on PostgreSQL.
    public let postgres: any PostgresFeature.Type
    /// Sets its live use cases, on `store`, in `environment`, on the clock `now`.
    let serve: @Sendable (_ store: ServerStore, _ environment: inout UseCaseEnvironment, _ now: @escaping @Sendable () -> Date) -> Void
}

extension ServerStore {
    /// The server's feature trees, each joined by its line here.
    public static let features: [ServerFeature] = [
        .marketplace  // example
    ]

    /// Each feature tree's part of a SQLite database, for `AppDatabase`.
    public static var parts: [StoredPart] { features.map(\.stored) }
    /// Each feature tree's part of the problem mapping, for `Problem(for:features:)`.
    public static let problems: [any FeatureProblems.Type] = features.map(\.problems)
    /// Each feature tree's part of a PostgreSQL database, for `PostgresStore.migrate` and `seedDemo`.
    public static var postgresParts: [any PostgresFeature.Type] { features.map(\.postgres) }
}
