public import Foundation
public import Models

/// Every word the presenters put on a view (titles, labels, column headers, busy lines) as a key with its
/// arguments; `English.swift` and `Japanese.swift` say each one.
public enum PresenterWords: Words, Equatable {
    case home
    case logIn
    case loggingIn
    case email(String)
    case passwordPrompt
    case noPasswordEntered
    case passwordSet
    /// A date to the day, in UTC.
    case day(Date)
    /// A date to the minute, in UTC.
    case minute(Date)
    case number
    case item  // example
    case seller  // example
    case price  // example
    case status  // example
    case balance  // example
    case paid  // example
    case amount  // example
    case balanceAfter  // example
    case date  // example
    case items  // example
    case itemTitle(Item.ID)  // example
    case itemNumber(Item.ID)  // example
    case loadingItems  // example
    case sold  // example
    case available  // example
    case browseItems  // example
    case transactions  // example
    case transactionTitle(Transaction.ID)  // example
    case transactionNumber(Transaction.ID)  // example
    case loadingTransactions  // example
    case loadingTransaction  // example
    case seePurchases  // example
    // make screen: words go above this line
}

extension Language {
    /// `language.say(.home)`: a presenter's words in this language.
    func say(_ words: PresenterWords) -> String { words.text(in: self) }

    /// What cannot be done, in this language, with the key's code.
    func alert(_ words: PresenterWords) -> Alert { Alert(words, in: self) }
}
