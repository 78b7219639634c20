/// A place in the signed-out part of the app.
public enum AuthRoute: Hashable, Sendable {
    case login
}

extension AuthRoute: Routable {
    public static let table = RouteTable<AuthRoute>([.route(.login, "login")])
}
