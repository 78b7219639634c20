import Coordinator
import MarketplaceCoordinator
import MarketplaceStorage
import MarketplaceUseCases
import Storage

extension AppFeature {
    /// The marketplace: its part of the database, its use cases on it, and its screens.
    static let marketplace = AppFeature(stored: .marketplace, screens: .marketplace) { database, environment in
        environment.marketplace = .live(database.marketplace)
    }
}
