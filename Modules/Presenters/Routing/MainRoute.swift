/// A place in the signed-in part of the app. The navigation stack is a list of them. A feature's places
/// are a route type of its own, one case here (`notes(NotesRoute)`), and its declarations one
/// line of `table`.
public enum MainRoute: Hashable, Sendable {
    case home
    case marketplace(MarketplaceRoute)  // example
    // make feature: feature routes go above this line
    // make screen: route cases go above this line
}

extension MainRoute: Routable {
    /// Every signed-in route, declared once: home, then each feature's (a new screen adds its line here
    /// and its case to the `ScreenFactory`).
    public static let table = RouteTable<MainRoute>(
        [.route(.home, "home")]
            + MarketplaceRoute.declarations  // example
            // make feature: feature route declarations go above this line
            + [
                // make screen: route declarations go above this line
            ]
    )
}
