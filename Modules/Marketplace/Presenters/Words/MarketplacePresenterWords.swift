public import MarketplaceModels
public import Models

/// The marketplace's words on a view (titles, labels, column headers, busy lines), as keys with their
/// arguments; `English+Marketplace.swift` and `Japanese+Marketplace.swift` say each one.
public enum MarketplacePresenterWords: Words, Equatable {
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
    case browseItems
    case transactions
    case transactionTitle(Transaction.ID)
    case transactionNumber(Transaction.ID)
    case seePurchases
}

extension Language {
    /// `language.say(.items)`: the marketplace's words on a view, in this language.
    func say(_ words: MarketplacePresenterWords) -> String { words.text(in: self) }

    /// What cannot be done, in this language, with the key's code.
    func alert(_ words: MarketplacePresenterWords) -> Alert { Alert(words, in: self) }
}
