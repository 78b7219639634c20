public import Models
public import Presenters
public import UseCases
public import ViewModels

/// Builds each screen's view model and presenter from one injected environment of use cases; each
/// screen's work runs in its own `Effects` scope, cancelled when the screen goes away.
@MainActor
public struct ScreenFactory {
    let environment: UseCaseEnvironment
    /// The language every screen speaks.
    let language: Language
    private let effects: Effects

    public init(environment: UseCaseEnvironment, language: Language, effects: Effects) {
        self.environment = environment
        self.language = language
        self.effects = effects
    }

    /// The login screen.
    public func makeLogin() -> Screen<AuthRoute, AuthRequest> {
        let scope = effects.scope()
        let viewModel = LoginViewModel(login: environment.login, language: language, effects: scope)
        return Screen(
            route: .login, presenter: LoginPresenter(viewModel: viewModel, language: language), viewModel: viewModel, effects: scope)
    }

    /// What each feature shows on home.
    var homeSections: [HomeSection] {
        [
            walletSection  // example
            // make feature: home sections go above this line
        ]
    }

    /// A screen's presenter and view model, as `make(_:session:)` keeps them: what a feature's builder in its
    /// own file (`ScreenFactory+Notes.swift`) returns.
    typealias Parts = (presenter: any ScreenPresenter<MainRequest>, viewModel: AnyObject)

    /// A screen of the signed-in part of the app: one case per route of `MainRoute`.
    public func make(_ route: MainRoute, session: Session) -> Screen<MainRoute, MainRequest> {
        let scope = effects.scope()
        let presenter: any ScreenPresenter<MainRequest>
        let viewModel: AnyObject
        switch route {
        case .home:
            let model = HomeViewModel(session: session, language: language, sections: homeSections, effects: scope)
            (presenter, viewModel) = (HomePresenter(viewModel: model, language: language), model)
        case let .marketplace(route): (presenter, viewModel) = marketplace(route, session: session, in: scope)  // example
        // make feature: feature screens go above this line
        // make screen: factory cases go above this line
        }
        return Screen(route: route, presenter: presenter, viewModel: viewModel, effects: scope)
    }
}
