import Models
import Presenters
import UseCases
import ViewModels

/// Builds each screen's view model and presenter from one injected environment of use cases: home here,
/// each feature's screens (login's among them) by its `FeatureScreens`. Each screen's work runs in its own `Effects`
/// scope, cancelled when the screen goes away.
@MainActor
struct ScreenFactory {
    let environment: UseCaseEnvironment
    /// The language every screen speaks.
    let language: Language
    let features: [FeatureScreens]
    /// Every route of the signed-in flow: home's, then each feature's.
    let routes: RouteTable<MainRoute>
    private let effects: Effects

    init(environment: UseCaseEnvironment, language: Language, features: [FeatureScreens], effects: Effects) {
        self.environment = environment
        self.language = language
        self.features = features
        self.routes = features.map(\.routes).reduce(MainRoute.coreTable, +)
        self.effects = effects
    }

    /// The login screen, as the feature that logs people in builds it.
    func makeLogin() -> Screen<AuthRoute, AuthRequest> {
        guard let screen = features.lazy.compactMap(\.signedOut).first else {
            preconditionFailure("No feature given to the coordinator shows the login screen: pass FeatureScreens.login (Modules/Login)")
        }
        let scope = effects.scope()
        let parts = screen(SignedOutContext(environment: environment, language: language, effects: scope))
        return Screen(route: .login, presenter: parts.presenter, viewModel: parts.viewModel, effects: scope)
    }

    /// A screen of the signed-in part of the app: home, or the screen of the feature whose route it is.
    func make(_ route: MainRoute, session: Session) -> Screen<MainRoute, MainRequest> {
        let scope = effects.scope()
        let presenter: any ScreenPresenter<MainRequest>
        let viewModel: AnyObject
        switch route {
        case .home:
            let sections = features.flatMap { $0.homeSections(environment) }
            let model = HomeViewModel(session: session, language: language, sections: sections, effects: scope)
            (presenter, viewModel) = (HomePresenter(viewModel: model, language: language), model)
        case .feature:
            let context = ScreenContext(environment: environment, language: language, session: session, effects: scope)
            guard let parts = features.lazy.compactMap({ $0.make(route, context) }).first else {
                preconditionFailure("No feature given to the coordinator shows \(route): pass its FeatureScreens")
            }
            (presenter, viewModel) = (parts.presenter, parts.viewModel)
        }
        return Screen(route: route, presenter: presenter, viewModel: viewModel, effects: scope)
    }
}
