import Foundation
public import MarketplaceUseCases
internal import PostgresStorage
internal import Storage
import UseCases

/// The marketplace's repositories, from whichever store the server runs on.
extension ServerStore {
    public var marketplace: MarketplaceUseCases.Repositories {
        switch backend {
        case let .sqlite(database): database.marketplace
        case let .postgres(store): store.marketplace
        }
    }

    /// Sets the marketplace's live use cases on this store in `environment`.
    func serveMarketplace(in environment: inout UseCaseEnvironment, now: @escaping @Sendable () -> Date) {
        environment.marketplace = .live(marketplace, now: now)
    }
}
