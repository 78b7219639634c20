public import MarketplaceModels
import MarketplaceUseCases
public import Models

/// The marketplace's places, above home: its part of `MainRoute` (`.marketplace(…)`).
public enum MarketplaceRoute: Hashable, Sendable {
    case items
    case item(Item.ID)
    case transactions
    case transaction(Transaction.ID)
}

extension MarketplaceRoute {
    /// Its routes, declared once: what `MainRoute.table` takes in.
    static let declarations: [RouteDeclaration<MainRoute>] = [
        .route(.marketplace(.items), "items", under: .home, opensWith: MarketplacePresenterWords.browseItems),
        .route("items", id: { .marketplace(.item($0)) }, under: .marketplace(.items)) { $0.itemID },
        .route(.marketplace(.transactions), "transactions", under: .home, opensWith: MarketplacePresenterWords.seePurchases),
        .route("transactions", id: { .marketplace(.transaction($0)) }, under: .marketplace(.transactions)) { $0.transactionID },
    ]
}

extension MainRoute {
    /// The item this route shows: its id for an item's route, nil for every other route.
    var itemID: Item.ID? { if case let .marketplace(.item(id)) = self { id } else { nil } }

    /// The transaction this route shows: its id for a transaction's route, nil for every other route.
    var transactionID: Transaction.ID? { if case let .marketplace(.transaction(id)) = self { id } else { nil } }
}
