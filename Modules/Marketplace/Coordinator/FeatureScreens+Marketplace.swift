public import Coordinator
import MarketplaceModels
import MarketplacePresenters
import MarketplaceUseCases
import MarketplaceViewModels
import Models
import Presenters
import UseCases
import ViewModels

extension FeatureScreens {
    /// The marketplace's screens, each built from the use cases it uses, and the wallet on home.
    public static let marketplace = FeatureScreens(MarketplaceRoute.self, home: { [.wallet($0.marketplace.wallet)] }) {
        route, context in
        let (language, effects, session) = (context.language, context.effects, context.session)
        let marketplace = context.environment.marketplace
        switch route {
        case .items:
            let model = ItemsViewModel(items: marketplace.items, language: language, effects: effects)
            return ScreenParts(ItemsPresenter(viewModel: model, language: language), model)
        case let .item(id):
            let model = ItemDetailViewModel(
                item: id, session: session, items: marketplace.items, purchase: marketplace.purchase, language: language,
                effects: effects)
            return ScreenParts(ItemDetailPresenter(viewModel: model, item: id, language: language), model)
        case .transactions:
            let model = TransactionsViewModel(
                session: session, transactions: marketplace.transactions, language: language, effects: effects)
            return ScreenParts(TransactionsPresenter(viewModel: model, language: language), model)
        case let .transaction(id):
            let model = TransactionDetailViewModel(
                transaction: id, session: session, transactions: marketplace.transactions, language: language, effects: effects)
            return ScreenParts(TransactionDetailPresenter(viewModel: model, transaction: id, language: language), model)
        }
    }
}
