public import Models
public import Presenters
public import UseCases
public import ViewModels

/// Builds each screen's view model and presenter from one injected environment of use cases; each
/// screen's work runs in its own `Effects` scope, cancelled when the screen goes away.
@MainActor
public struct ScreenFactory {
    private let environment: UseCaseEnvironment
    private let effects: Effects

    public init(environment: UseCaseEnvironment, effects: Effects) {
        self.environment = environment
        self.effects = effects
    }

    /// The login screen.
    public func makeLogin() -> Screen<AuthRoute, AuthRequest> {
        let scope = effects.scope()
        let viewModel = LoginViewModel(login: environment.login, effects: scope)
        return Screen(route: .login, presenter: LoginPresenter(viewModel: viewModel), viewModel: viewModel, effects: scope)
    }

    /// A screen of the signed-in part of the app: one case per route of `MainRoute`.
    public func make(_ route: MainRoute, session: Session) -> Screen<MainRoute, MainRequest> {
        let scope = effects.scope()
        let presenter: any ScreenPresenter<MainRequest>
        let viewModel: AnyObject
        switch route {
        case .home:
            // example-begin
            let model = HomeViewModel(session: session, wallet: environment.wallet, effects: scope)
            // example-else
            // let model = HomeViewModel(session: session)
            // example-end
            (presenter, viewModel) = (HomePresenter(viewModel: model), model)
        // example-begin
        case .items:
            let model = ItemsViewModel(items: environment.items, effects: scope)
            (presenter, viewModel) = (ItemsPresenter(viewModel: model), model)
        case let .item(id):
            let model = ItemDetailViewModel(
                item: id, session: session, items: environment.items, purchase: environment.purchase, effects: scope)
            (presenter, viewModel) = (ItemDetailPresenter(viewModel: model, item: id), model)
        case .transactions:
            let model = TransactionsViewModel(session: session, transactions: environment.transactions, effects: scope)
            (presenter, viewModel) = (TransactionsPresenter(viewModel: model), model)
        case let .transaction(id):
            let model = TransactionDetailViewModel(
                transaction: id, session: session, transactions: environment.transactions, effects: scope)
            (presenter, viewModel) = (TransactionDetailPresenter(viewModel: model, transaction: id), model)
        // example-end
        // make screen: factory cases go above this line
        }
        return Screen(route: route, presenter: presenter, viewModel: viewModel, effects: scope)
    }
}
