import Coordinator
import Storage
import UseCases

/// A feature tree, as the app's composition root takes it: its part of the database, its live use cases on
/// that database, and its screens. A feature joins by its line in `Bazaar.features`.
struct AppFeature: Sendable {
    /// Its tables, migrations and demo data.
    let stored: StoredPart
    /// Its routes, screens and what it shows on home.
    let screens: FeatureScreens
    /// Sets its live use cases, on `database`, in `environment`.
    let live: @Sendable (_ database: AppDatabase, _ environment: inout UseCaseEnvironment) -> Void
}

extension Bazaar {
    /// The app's feature trees, each joined by its line here.
    static let features: [AppFeature] = [
        .marketplace  // example
    ]

    /// Each feature's screens: the trees', then each feature `make feature` wrote.
    static let screens: [FeatureScreens] =
        features.map(\.screens) + [
            // make feature: feature screens go above this line
        ]
}
