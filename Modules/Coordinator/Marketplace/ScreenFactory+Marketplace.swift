import MarketplaceModels
import MarketplaceUseCases
import MarketplaceViewModels
import Models
import Presenters
import UseCases
import ViewModels

/// The marketplace's screens, each built from the use cases it uses in the scope `make(_:session:)` gives
/// it. `ScreenFactory` joins them through one line, its case of `MainRoute`.
extension ScreenFactory {
    /// The wallet, on home.
    var walletSection: HomeSection { .wallet(environment.marketplace.wallet) }

    /// The screen at `route`.
    func marketplace(_ route: MarketplaceRoute, session: Session, in scope: Effects) -> Parts {
        switch route {
        case .items: items(in: scope)
        case let .item(id): item(id, session: session, in: scope)
        case .transactions: transactions(session: session, in: scope)
        case let .transaction(id): transaction(id, session: session, in: scope)
        }
    }

    func items(in scope: Effects) -> Parts {
        let model = ItemsViewModel(items: environment.marketplace.items, language: language, effects: scope)
        return (ItemsPresenter(viewModel: model, language: language), model)
    }

    func item(_ id: Item.ID, session: Session, in scope: Effects) -> Parts {
        let model = ItemDetailViewModel(
            item: id, session: session, items: environment.marketplace.items, purchase: environment.marketplace.purchase,
            language: language,
            effects: scope)
        return (ItemDetailPresenter(viewModel: model, item: id, language: language), model)
    }

    func transactions(session: Session, in scope: Effects) -> Parts {
        let model = TransactionsViewModel(
            session: session, transactions: environment.marketplace.transactions, language: language, effects: scope)
        return (TransactionsPresenter(viewModel: model, language: language), model)
    }

    func transaction(_ id: Transaction.ID, session: Session, in scope: Effects) -> Parts {
        let model = TransactionDetailViewModel(
            transaction: id, session: session, transactions: environment.marketplace.transactions, language: language, effects: scope)
        return (TransactionDetailPresenter(viewModel: model, transaction: id, language: language), model)
    }
}
