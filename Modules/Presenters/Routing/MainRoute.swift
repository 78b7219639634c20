// example-begin: the worked example, the marketplace (make new-app leaves it out)
public import Models

// example-end
/// A place in the signed-in part of the app. The navigation stack is a list of them.
public enum MainRoute: Hashable, Sendable {
    case home
    // example-begin
    case items
    case item(Item.ID)
    case transactions
    case transaction(Transaction.ID)
    // example-end
    // make screen: route cases go above this line
}

extension MainRoute: Routable {
    /// Every signed-in route, declared once (a new screen adds its line here and its case to the
    /// `ScreenFactory`).
    public static let table = RouteTable<MainRoute>([
        .route(.home, "home"),
        // example-begin
        .route(.items, "items", under: .home, opensWith: "Browse the items for sale."),
        .route("items", id: MainRoute.item, under: .items) { if case let .item(id) = $0 { id } else { nil } },
        .route(.transactions, "transactions", under: .home, opensWith: "See your purchases."),
        .route("transactions", id: MainRoute.transaction, under: .transactions) { if case let .transaction(id) = $0 { id } else { nil } },
        // example-end
        // make screen: route declarations go above this line
    ])
}
