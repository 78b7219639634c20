import MarketplaceStorage
import MarketplaceUseCases
import Storage

extension AppFeature {
    /// The marketplace: its part of the database, and its use cases on it.
    static let marketplace = AppFeature(stored: .marketplace) { database, environment in
        environment.marketplace = .live(database.marketplace)
    }
}
