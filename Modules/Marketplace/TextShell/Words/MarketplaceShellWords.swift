public import Models

/// The words of the marketplace's commands in a text front end (summaries in help, hints), as keys;
/// `English+Marketplace.swift` and `Japanese+Marketplace.swift` say each one.
public enum MarketplaceShellWords: Words, Equatable {
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
}
