public import MarketplaceModels
public import Models
import Storage

/// Why the ledger's writer refused a write (the purchase rule checks both before it writes, so either one
/// means a caller skipped the rule).
public enum LedgerWriteError: Error, Equatable, Sendable {
    /// `markSold` was asked to sell an item that is already sold.
    case itemAlreadySold(Item.ID)
    /// An amount's currency differs from the currency the account or record is kept in.
    case currencyMismatch(expected: String, actual: String)
}

extension LedgerWriteError: CustomStringConvertible {
    /// One line that says what is wrong.
    public var description: String {
        switch self {
        case let .itemAlreadySold(id): "Item \(id) is already sold."
        case let .currencyMismatch(expected, actual): "An amount in \(actual) was given where \(expected) is kept."
        }
    }
}
