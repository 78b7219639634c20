import Models

/// The marketplace's words in English.
extension MarketplaceShellWords {
    public var english: String {
        switch self {
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
        case .noTransactionsYet: "No transactions yet. Buy something from 'items'."
        }
    }
}
