public import Models

/// A place in the app; the navigation stack is a list of them. Each has a path, which the
/// prompt shows and `open PATH` accepts.
public enum Route: Hashable, Sendable {
    case login
    case home
    case items
    case item(Item.ID)
    case transactions
    case transaction(Transaction.ID)

    /// The route as a path: `home`, `items`, `items/3`, `transactions/2`.
    public var path: String {
        switch self {
        case .login: "login"
        case .home: "home"
        case .items: "items"
        case let .item(id): "items/\(id)"
        case .transactions: "transactions"
        case let .transaction(id): "transactions/\(id)"
        }
    }
}
