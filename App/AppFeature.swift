public import Coordinator
import Storage

/// A feature tree, as the app's composition root takes it: its part of the database (with its live use
/// cases on it) and its screens. `Bazaar.features` lists them (Generated/Features.swift, which
/// scripts/features.sh writes from Package.swift's `features`).
struct AppFeature: Sendable {
    /// Its tables, migrations, demo data, and use cases on them (none for a tree of screens alone, which
    /// `make screen` makes).
    var stored: StoredPart?
    /// Its routes, screens and what it shows on home (none for a use case's tree, which `make usecase` makes,
    /// until a screen is made on it).
    var screens: FeatureScreens?

    init(stored: StoredPart? = nil, screens: FeatureScreens? = nil) {
        (self.stored, self.screens) = (stored, screens)
    }
}

extension Bazaar {
    /// Each feature's screens (every front end's).
    public static let screens: [FeatureScreens] = features.compactMap(\.screens)
}
