/// What a command shell (or any front end) needs of navigation: the stack, and the moves a user can make
/// from any screen. `AppCoordinator` implements it; a GUI calls it from its back button and menus.
@MainActor
public protocol Navigator: AnyObject {
    /// The screens on the stack, the flow's first screen first; the last one is shown.
    var screens: [NavigationEntry] { get }
    /// The screen shown: the last of `screens` (which a navigator may tell without listing them all).
    var top: NavigationEntry? { get }
    /// Whether a user is signed in (the signed-in flow runs).
    var isSignedIn: Bool { get }
    /// Every route of the signed-in flow: home's, each feature's, then the core's screens', in the order help
    /// lists them.
    var routes: RouteTable<MainRoute> { get }
    /// Goes back one screen; `false` on the flow's first screen.
    @discardableResult func back() -> Bool
    /// Goes back to home; `false` when already there or signed out.
    @discardableResult func home() -> Bool
    /// Shows `route` with the screens below it as if walked to from where the user is (those on the stack
    /// already stay as they are, the others are built, not drawn); `false` when signed out. `route` itself is
    /// made anew: opening home while at home refreshes it.
    @discardableResult func open(_ route: MainRoute) -> Bool
    /// Ends the session and shows the login screen; nothing when signed out.
    func logOut()
}

/// One screen on the stack, as a front end sees it.
@MainActor
public struct NavigationEntry {
    /// Where it is: `login`, `home`, `items/3`.
    public let path: String
    /// Its route, for a screen of the signed-in flow.
    public let route: MainRoute?
    public let presenter: any CommandPresenter

    public init(path: String, route: MainRoute?, presenter: any CommandPresenter) {
        self.path = path
        self.route = route
        self.presenter = presenter
    }
}

extension Navigator {
    public var top: NavigationEntry? { screens.last }
}
