public import Models

/// Every word of the marketplace, whichever layer says it (its view models' messages, its presenters' titles
/// and headers, its commands' help in a text front end), as keys with their arguments;
/// `English+Marketplace.swift` and `Japanese+Marketplace.swift` say each one. `language.say(.items)` picks
/// them in any of its modules.
public enum MarketplaceWords: Words, Equatable {
    // MARK: - View models

    case balance
    case loadBalance
    case balanceLoadingCancelled
    case loadingItems
    case loadItems
    case noItems(matching: String?)
    case page(Int, of: Int, items: Int, matching: String?)
    case loadingItem(Item.ID)
    case loadItem(Item.ID)
    case noItem(Item.ID)
    case itemNotLoaded
    case youOwnIt(paid: Money)
    case confirmPurchase(name: String, price: Money)
    case buying(name: String)
    case bought(name: String, paid: Money, balance: Money)
    case buyItem(Item.ID)
    case purchaseCancelled
    case loadingTransactions
    case loadTransactions
    case noTransactionsToOpen
    case loadingTransaction
    case loadTransaction(Transaction.ID)
    case noTransaction(Transaction.ID)

    // MARK: - Presenters: titles, labels, column headers

    case item
    case seller
    case price
    case status
    case paid
    case amount
    case balanceAfter
    case date
    case items
    case itemTitle(Item.ID)
    case itemNumber(Item.ID)
    case sold
    case available
    /// An item's status once a purchase of it is of unknown outcome.
    case saleNotKnown
    case browseItems
    case transactions
    case transactionTitle(Transaction.ID)
    case transactionNumber(Transaction.ID)
    case seePurchases
    /// The search's text, as a message about it names it ("The search text can be at most 200 characters.").
    case searchText

    // MARK: - A text front end: help and hints

    case listPageSummary
    case selectRowSummary
    case searchSummary
    case nextSummary
    case previousSummary
    case refreshPageSummary
    case itemsHowTo
    case itemsNotLoaded
    case buySummary
    case buyHint
    case listTransactionsSummary
    case selectTransactionSummary
    case refreshListSummary
    case transactionsNotLoaded
    case noTransactionsYet
    case buySomethingHint
}

extension Language {
    /// `language.say(.loadItems)`: the marketplace's words in this language.
    public func say(_ words: MarketplaceWords) -> String { words.text(in: self) }

    /// `language.alert(.noItem(id))`: what cannot be done, in this language, with the key's code.
    public func alert(_ words: MarketplaceWords) -> Alert { Alert(words, in: self) }
}
