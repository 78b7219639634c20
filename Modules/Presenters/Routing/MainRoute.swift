public import Models

/// A place in the signed-in part of the app. The navigation stack is a list of them.
public enum MainRoute: Hashable, Sendable {
    case home
    case items  // example
    case item(Item.ID)  // example
    case transactions  // example
    case transaction(Transaction.ID)  // example
    // make screen: route cases go above this line
}

extension MainRoute: Routable {
    /// Every signed-in route, declared once (a new screen adds its line here and its case to the
    /// `ScreenFactory`).
    public static let table = RouteTable<MainRoute>([
        .route(.home, "home"),
        .route(.items, "items", under: .home, opensWith: .browseItems),  // example
        .route("items", id: MainRoute.item, under: .items) { $0.itemID },  // example
        .route(.transactions, "transactions", under: .home, opensWith: .seePurchases),  // example
        .route("transactions", id: MainRoute.transaction, under: .transactions) { $0.transactionID },  // example
        // make screen: route declarations go above this line
    ])
}
