public import Models

/// Every sentence the view models say, as a key with its arguments; `English.swift` and `Japanese.swift`
/// say each one. A view model picks the key, `Language.say` turns it into the words of the person's language.
public enum ViewModelWords: Words, Equatable {
    /// A failure of a service while doing `action` (a key that names the work, such as `.loadItems`).
    indirect case couldNot(ViewModelWords, because: ServiceError)
    /// The work of the screen was cancelled.
    case loadingCancelled
    case welcome(name: String)
    case logIn
    case loginCancelled
    case loadBalance  // example
    case balanceLoadingCancelled  // example
    case listNotLoaded
    case noRow(Int, rows: Int)
    case noRowOnEmptyPage(Int)
    case firstPage
    case lastPage
    case loadItems  // example
    case noItems(matching: String?)  // example
    case page(Int, of: Int, items: Int, matching: String?)  // example
    case loadingItem(Item.ID)  // example
    case loadItem(Item.ID)  // example
    case noItem(Item.ID)  // example
    case itemNotLoaded  // example
    case youOwnIt(paid: Money)  // example
    case confirmPurchase(name: String, price: Money)  // example
    case buying(name: String)  // example
    case bought(name: String, paid: Money, balance: Money)  // example
    case buyItem(Item.ID)  // example
    case purchaseCancelled  // example
    case loadTransactions  // example
    case noTransactionsToOpen  // example
    case loadTransaction(Transaction.ID)  // example
    case noTransaction(Transaction.ID)  // example
    // make screen: words go above this line
}

extension Language {
    /// `language.say(.lastPage)`: a view model's words in this language.
    func say(_ words: ViewModelWords) -> String { words.text(in: self) }

    /// An error's own words in this language.
    func say(_ words: some Words) -> String { words.text(in: self) }

    /// `language.alert(.lastPage)`: what cannot be done, in this language, with the key's code.
    func alert(_ words: ViewModelWords) -> Alert { Alert(words, in: self) }

    /// An error's own words in this language, with its code.
    func alert(_ words: some Words) -> Alert { Alert(words, in: self) }
}
