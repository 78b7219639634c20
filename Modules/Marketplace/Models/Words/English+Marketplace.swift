import Models

/// The worked example's errors in English.
extension PurchaseError {
    public var english: String {
        switch self {
        case let .insufficientFunds(price, balance):
            "Insufficient balance: the item costs \(price) and your balance is \(balance)."
        case let .currencyMismatch(price, balance):
            "This item is priced in \(price.currency.code) and your balance is in \(balance.currency.code), so it cannot be bought with it. You were not charged."
        case .alreadySold: "This item has already been sold."
        case .itemNotFound: "That item does not exist."
        case .serviceUnavailable: "The purchase could not be completed. You were not charged."
        case let .store(error): "\(error.english) You were not charged."
        }
    }
}

/// The marketplace's words in English.
extension MarketplaceWords {
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
        case .item: "Item"
        case .seller: "Seller"
        case .price: "Price"
        case .status: "Status"
        case .paid: "Paid"
        case .amount: "Amount"
        case .balanceAfter: "Balance after"
        case .date: "Date"
        case .items: "Items"
        case let .itemTitle(id): "Item \(id)"
        case let .itemNumber(id): "#\(id)"
        case .sold: "Sold"
        case .available: "Available"
        case .saleNotKnown: "Not known: your purchase may have been made (look at your transactions)"
        case .browseItems: "Browse the items for sale."
        case .transactions: "Your transactions"
        case let .transactionTitle(id): "Transaction \(id)"
        case let .transactionNumber(id): "Transaction #\(id)"
        case .seePurchases: "See your purchases."
        case .searchText: "search text"
        case .listPageSummary: "Show the page again."
        case .selectRowSummary: "Open row N of the page (or just type N)."
        case .searchSummary: "Show items whose name or seller contains TEXT; 'search' alone shows all."
        case .nextSummary: "Show the next page."
        case .previousSummary: "Show the previous page."
        case .refreshPageSummary: "Load the page again."
        case .itemsHowTo: "Items for sale. Type a row number to open one; 'next' and 'prev' turn pages; 'search TEXT' filters."
        case .itemsNotLoaded: "No page is loaded: type 'refresh' to load it."
        case .buySummary: "Buy this item with your balance (asks to confirm)."
        case .buyHint: "Type 'buy' to buy it."
        case .listTransactionsSummary: "Show the list again."
        case .selectTransactionSummary: "Open transaction N of the list (or just type N)."
        case .refreshListSummary: "Load the list again."
        case .transactionsNotLoaded: "The list is not loaded: type 'refresh' to load it."
        case .noTransactionsYet: "No transactions yet."
        case .buySomethingHint: "Buy something from 'items'."
        }
    }
}
