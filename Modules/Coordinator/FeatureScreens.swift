public import Models
public import Presenters
public import UseCases
public import ViewModels

/// A feature's screens, as the coordinator takes them from the feature's own tree: its routes, what it shows
/// on home, and the screen at each of its routes. A composition root hands the coordinator one per feature.
public struct FeatureScreens: Sendable {
    /// Its routes, declared once.
    let routes: RouteTable<MainRoute>
    /// What it shows on home, on these use cases.
    let homeSections: @MainActor @Sendable (UseCaseEnvironment) -> [HomeSection]
    /// The screen at a route, when the route is one of the feature's.
    let make: @MainActor @Sendable (MainRoute, ScreenContext) -> ScreenParts?

    /// The screens of the feature whose places are `Route`: `screen` builds the one at each of them.
    public init<Route: FeatureRoute>(
        _ route: Route.Type, home homeSections: @escaping @MainActor @Sendable (UseCaseEnvironment) -> [HomeSection] = { _ in [] },
        screen: @escaping @MainActor @Sendable (Route, ScreenContext) -> ScreenParts
    ) {
        self.routes = Route.table
        self.homeSections = homeSections
        self.make = { route, context in route.feature(Route.self).map { screen($0, context) } }
    }
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

/// A screen as a feature builds it: its presenter, and its view model, which the screen keeps alive.
@MainActor
public struct ScreenParts {
    let presenter: any ScreenPresenter<MainRequest>
    let viewModel: AnyObject

    public init(_ presenter: any ScreenPresenter<MainRequest>, _ viewModel: AnyObject) {
        self.presenter = presenter
        self.viewModel = viewModel
    }
}
