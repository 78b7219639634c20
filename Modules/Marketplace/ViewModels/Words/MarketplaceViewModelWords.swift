public import MarketplaceModels
public import Models
import ViewModels

/// What the marketplace's view models say, as keys with their arguments (`English+Marketplace.swift` and
/// `Japanese+Marketplace.swift` say each one); `language.say(.loadItems)` picks them in its view models.
public enum MarketplaceViewModelWords: Words, Equatable {
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
}

extension Language {
    /// `language.say(.loadItems)`: the marketplace's words in this language.
    func say(_ words: MarketplaceViewModelWords) -> String { words.text(in: self) }

    /// `language.alert(.noItem(id))`: what cannot be done, in this language, with the key's code.
    func alert(_ words: MarketplaceViewModelWords) -> Alert { Alert(words, in: self) }
}
