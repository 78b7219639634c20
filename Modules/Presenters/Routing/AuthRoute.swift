/// A place in the signed-out part of the app.
public enum AuthRoute: Hashable, Sendable {
    case login
}

extension AuthRoute: Routable {
    static let routes = RouteTable<AuthRoute>([.route(.login, "login")])

    public var table: RouteTable<AuthRoute> { Self.routes }
}
