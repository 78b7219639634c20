public import Coordinator
import MarketplaceCoordinator  // example
import MarketplaceStorage  // example
import Storage

// make feature: imports go above this line

/// A feature tree, as the app's composition root takes it: its part of the database (with its live use
/// cases on it) and its screens. A feature joins by its line in `Bazaar.features`.
struct AppFeature: Sendable {
    /// Its tables, migrations, demo data, and use cases on them.
    let stored: StoredPart
    /// Its routes, screens and what it shows on home.
    let screens: FeatureScreens
}

extension Bazaar {
    /// The app's feature trees, each joined by its line here.
    static let features: [AppFeature] = [
        AppFeature(stored: .marketplace, screens: .marketplace)  // example
        // make feature: features go above this line
    ]

    /// Each feature's screens (every front end's).
    public static let screens: [FeatureScreens] = features.map(\.screens)
}
