import Models
import ViewModels

/// The marketplace's words in English.
extension MarketplaceViewModelWords {
    public var english: String {
        switch self {
        case .balance: "Balance"
        case .loadBalance: "load your balance"
        case .balanceLoadingCancelled: "Loading your balance was cancelled."
        case .loadingItems: "Loading items…"
        case .loadItems: "load items"
        case let .noItems(query): "No items\(query.map { " matching '\($0)'" } ?? "")."
        case let .page(number, pages, count, query):
            "Page \(number) of \(pages) · \(count) item\(count == 1 ? "" : "s")\(query.map { " matching '\($0)'" } ?? "")"
        case let .loadingItem(id): "Loading item \(id)…"
        case let .loadItem(id): "load item \(id)"
        case let .noItem(id): "There is no item \(id)."
        case .itemNotLoaded: "The item is not loaded, so it cannot be bought."
        case let .youOwnIt(paid): "You own this item: you bought it for \(paid). It is in your transactions."
        case let .confirmPurchase(name, price): "Buy \(name) for \(price)?"
        case let .buying(name): "Buying \(name)…"
        case let .bought(name, paid, balance): "Bought \(name) for \(paid). Your balance is now \(balance)."
        case let .buyItem(id): "buy item \(id)"
        case .purchaseCancelled: "Purchase cancelled. You were not charged."
        case .loadingTransactions: "Loading transactions…"
        case .loadTransactions: "load your transactions"
        case .noTransactionsToOpen: "There are no transactions to open."
        case .loadingTransaction: "Loading transaction…"
        case let .loadTransaction(id): "load transaction \(id)"
        case let .noTransaction(id): "You have no transaction \(id)."
        }
    }
}
