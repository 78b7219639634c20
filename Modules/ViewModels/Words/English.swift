import Models

/// Every sentence of the view models in English.
extension ViewModelWords {
    public var english: String {
        switch self {
        case let .couldNot(action, error): "Could not \(action.english). \(error.english)"
        case .loadingCancelled: "Loading cancelled."
        case let .welcome(name): "Welcome, \(name)."
        case .logIn: "log in"
        case .loginCancelled: "Login cancelled."
        case .loadBalance: "load your balance"  // example
        case .balanceLoadingCancelled: "Loading your balance was cancelled."  // example
        case .listNotLoaded: "The list has not loaded yet."
        case let .noRow(row, rows): "There is no row \(row): choose 1–\(rows)."
        case let .noRowOnEmptyPage(row): "There is no row \(row): this page is empty."
        case .firstPage: "You are on the first page."
        case .lastPage: "You are on the last page."
        case .loadItems: "load items"  // example
        case let .noItems(query): "No items\(query.map { " matching '\($0)'" } ?? "")."  // example
        case let .page(number, pages, count, query):  // example
            "Page \(number) of \(pages) · \(count) item\(count == 1 ? "" : "s")\(query.map { " matching '\($0)'" } ?? "")"  // example
        case let .loadingItem(id): "Loading item \(id)…"  // example
        case let .loadItem(id): "load item \(id)"  // example
        case let .noItem(id): "There is no item \(id)."  // example
        case .itemNotLoaded: "The item is not loaded, so it cannot be bought."  // example
        case let .youOwnIt(paid): "You own this item: you bought it for \(paid). It is in your transactions."  // example
        case let .confirmPurchase(name, price): "Buy \(name) for \(price)?"  // example
        case let .buying(name): "Buying \(name)…"  // example
        case let .bought(name, paid, balance): "Bought \(name) for \(paid). Your balance is now \(balance)."  // example
        case let .buyItem(id): "buy item \(id)"  // example
        case .purchaseCancelled: "Purchase cancelled. You were not charged."  // example
        case .loadTransactions: "load your transactions"  // example
        case .noTransactionsToOpen: "There are no transactions to open."  // example
        case let .loadTransaction(id): "load transaction \(id)"  // example
        case let .noTransaction(id): "You have no transaction \(id)."  // example
        // make screen: English goes above this line
        }
    }
}
