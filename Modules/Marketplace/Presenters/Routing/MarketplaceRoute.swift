public import MarketplaceModels
public import Models
public import Presenters

/// The marketplace's places, above home: its routes of `MainRoute` (`.marketplace(…)`).
public enum MarketplaceRoute: FeatureRoute {
    case items
    case item(Item.ID)
    case transactions
    case transaction(Transaction.ID)

    /// Its routes, declared once.
    public static let table = RouteTable<MainRoute>([
        .route(.marketplace(.items), "items", under: .home, opensWith: MarketplaceWords.browseItems),
        .route("items", id: { .marketplace(.item($0)) }, under: .marketplace(.items)) { $0.feature(Self.self)?.itemID },
        .route(.marketplace(.transactions), "transactions", under: .home, opensWith: MarketplaceWords.seePurchases),
        .route("transactions", id: { .marketplace(.transaction($0)) }, under: .marketplace(.transactions)) {
            $0.feature(Self.self)?.transactionID
        },
    ])

    /// The item this route shows: its id for an item's route, nil for every other route.
    var itemID: Item.ID? { if case let .item(id) = self { id } else { nil } }

    /// The transaction this route shows: its id for a transaction's route, nil for every other route.
    var transactionID: Transaction.ID? { if case let .transaction(id) = self { id } else { nil } }
}

extension MainRoute {
    /// A place of the marketplace.
    public static func marketplace(_ route: MarketplaceRoute) -> MainRoute {
        .feature(AnyFeatureRoute(route))
    }
}
