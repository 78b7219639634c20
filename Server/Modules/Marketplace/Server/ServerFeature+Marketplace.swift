import Foundation
internal import MarketplaceAPI
internal import MarketplacePostgresStorage
internal import MarketplaceStorage
public import MarketplaceUseCases
internal import PostgresStorage
public import Server
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
}

extension ServerFeature {
    /// The marketplace: its part of the database, its use cases on the server's store, and its operations.
    public static let marketplace = ServerFeature(
        problems: MarketplaceProblems.self, stored: .marketplace, postgres: PostgresMarketplace.self,
        serve: { store, environment, now in environment.marketplace = .live(store.marketplace, now: now) },
        register: { useCases, transport, configuration, middlewares in
            try MarketplaceAPIHandler(marketplace: useCases.environment.marketplace).registerHandlers(
                on: transport, configuration: configuration, middlewares: middlewares)
        })
}
