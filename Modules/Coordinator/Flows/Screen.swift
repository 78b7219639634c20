public import Presenters
public import ViewModels

/// One entry of a navigation stack: where it is, its presenter, its view model and the scope its work runs in.
@MainActor
public final class Screen<Route: Routable, Request> {
    public let route: Route
    /// `route.path`, worked out once: the prompt, `where` and every command ask for it.
    public let path: String
    public let presenter: any ScreenPresenter<Request>
    /// Kept so tests can prove the view model is released with its screen (package access: tests only).
    package let viewModel: AnyObject
    /// The screen's work; cancelled when the screen is popped or its flow ends.
    let effects: Effects
    /// Whether the screen has been drawn (a deep link builds the screens below it without drawing them).
    var hasAppeared = false

    public init(route: Route, presenter: any ScreenPresenter<Request>, viewModel: AnyObject, effects: Effects) {
        self.route = route
        self.path = route.path
        self.presenter = presenter
        self.viewModel = viewModel
        self.effects = effects
    }
}
