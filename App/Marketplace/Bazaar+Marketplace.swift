import MarketplaceUseCases
import Storage
import UseCases

extension Bazaar {
    /// Sets the marketplace's live use cases, on `database`, in `environment`.
    static func liveMarketplace(on database: AppDatabase, in environment: inout UseCaseEnvironment) {
        environment.marketplace = .live(database.marketplace)
    }
}
