public import Models
public import Presenters
public import UseCases
public import ViewModels

/// A feature's screens, as the coordinator takes them from the feature's own tree: its routes, what it shows
/// on home, and the screen at each of its routes; or, for the one feature that logs people in (the skeleton's
/// Login tree), the screen a signed-out person sees. A composition root hands the coordinator one per feature.
public struct FeatureScreens: Sendable {
    /// Its routes, declared once.
    let routes: RouteTable<MainRoute>
    /// What it shows on home, on these use cases.
    let homeSections: @MainActor @Sendable (UseCaseEnvironment) -> [HomeSection]
    /// The screen at a route, when the route is one of the feature's.
    let make: @MainActor @Sendable (MainRoute, ScreenContext) -> ScreenParts<MainRequest>?
    /// The screen of the signed-out flow (`AuthRoute.login`), when the feature is the one that logs people in.
    let signedOut: (@MainActor @Sendable (SignedOutContext) -> ScreenParts<AuthRequest>)?

    /// The screens of the feature whose places are `Route`: `screen` builds the one at each of them.
    public init<Route: FeatureRoute>(
        _ route: Route.Type, home homeSections: @escaping @MainActor @Sendable (UseCaseEnvironment) -> [HomeSection] = { _ in [] },
        screen: @escaping @MainActor @Sendable (Route, ScreenContext) -> ScreenParts<MainRequest>
    ) {
        self.routes = Route.table
        self.homeSections = homeSections
        self.make = { route, context in route.feature(Route.self).map { screen($0, context) } }
        self.signedOut = nil
    }

    /// The screens of the feature that logs people in: `screen` builds the one a signed-out person sees, whose
    /// `loggedIn` request starts the signed-in flow.
    public init(signedOut screen: @escaping @MainActor @Sendable (SignedOutContext) -> ScreenParts<AuthRequest>) {
        self.routes = RouteTable([])
        self.homeSections = { _ in [] }
        self.make = { _, _ in nil }
        self.signedOut = screen
    }
}

/// What the signed-out screen is built from: the use cases (`environment.login` among them), the language it
/// speaks, and the scope its work runs in.
@MainActor
public struct SignedOutContext {
    public let environment: UseCaseEnvironment
    public let language: Language
    public let effects: Effects
}

/// What a screen is built from: the use cases, the language it speaks, who is signed in, and the scope its
/// work runs in (cancelled when it goes away).
@MainActor
public struct ScreenContext {
    public let environment: UseCaseEnvironment
    public let language: Language
    public let session: Session
    public let effects: Effects
}

/// A screen as a feature builds it: its presenter, whose requests are its flow's (`MainRequest` signed in,
/// `AuthRequest` signed out), and its view model, which the screen keeps alive.
@MainActor
public struct ScreenParts<Request> {
    let presenter: any ScreenPresenter<Request>
    let viewModel: AnyObject

    public init(_ presenter: any ScreenPresenter<Request>, _ viewModel: AnyObject) {
        self.presenter = presenter
        self.viewModel = viewModel
    }
}
