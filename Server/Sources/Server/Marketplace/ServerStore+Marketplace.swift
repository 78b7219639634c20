internal import PostgresStorage
internal import Storage
public import UseCases

/// The marketplace's repositories, from whichever store the server runs on.
extension ServerStore {
    public var marketplace: MarketplaceUseCases.Repositories {
        switch backend {
        case let .sqlite(database): database.marketplace
        case let .postgres(store): store.marketplace
        }
    }
}
