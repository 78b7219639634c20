public import Models
public import Presenters
public import UseCases
public import ViewModels

/// Builds each screen's view model and presenter from one injected environment of use cases.
@MainActor
public struct ScreenFactory {
    private let environment: UseCaseEnvironment
    private let effects: Effects

    public init(environment: UseCaseEnvironment, effects: Effects) {
        self.environment = environment
        self.effects = effects
    }

    /// The login screen.
    public func makeLogin() -> Screen {
        let viewModel = LoginViewModel(environment: environment, effects: effects)
        return Screen(route: .login, presenter: LoginPresenter(viewModel: viewModel), viewModel: viewModel)
    }

    /// A screen of the signed-in part of the app.
    public func make(_ route: Route, session: Session) -> Screen {
        switch route {
        case .login:
            return makeLogin()
        case .home:
            let viewModel = HomeViewModel(session: session, environment: environment, effects: effects)
            return Screen(route: route, presenter: HomePresenter(viewModel: viewModel), viewModel: viewModel)
        case .items:
            let viewModel = ItemsViewModel(environment: environment, effects: effects)
            return Screen(route: route, presenter: ItemsPresenter(viewModel: viewModel), viewModel: viewModel)
        case let .item(id):
            let viewModel = ItemDetailViewModel(item: id, session: session, environment: environment, effects: effects)
            return Screen(route: route, presenter: ItemDetailPresenter(viewModel: viewModel), viewModel: viewModel)
        case .transactions:
            let viewModel = TransactionsViewModel(session: session, environment: environment, effects: effects)
            return Screen(route: route, presenter: TransactionsPresenter(viewModel: viewModel), viewModel: viewModel)
        case let .transaction(id):
            let viewModel = TransactionDetailViewModel(transaction: id, session: session, environment: environment, effects: effects)
            return Screen(route: route, presenter: TransactionDetailPresenter(viewModel: viewModel), viewModel: viewModel)
        }
    }
}

/// One entry of the navigation stack: where it is, its presenter and its view model.
@MainActor
public struct Screen {
    public let route: Route
    public let presenter: any ScreenPresenter
    /// Kept so tests can prove the view model is released with its screen.
    public let viewModel: AnyObject
}
