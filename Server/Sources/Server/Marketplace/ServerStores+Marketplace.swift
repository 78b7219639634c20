internal import PostgresStorage
internal import Storage
public import UseCases

/// The marketplace's stores, from whichever database the server runs on.
extension ServerStores {
    public var marketplace: MarketplaceUseCases.Stores {
        switch backend {
        case let .sqlite(database): database.marketplace
        case let .postgres(store): store.marketplace
        }
    }
}
