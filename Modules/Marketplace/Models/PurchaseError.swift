public import Models

/// Why a purchase did not happen. A failed purchase never changes the balance.
public enum PurchaseError: Error, Equatable, Sendable {
    /// The balance is lower than the price.
    case insufficientFunds(price: Money, balance: Money)
    /// The item is priced in another currency than the balance holds.
    case currencyMismatch(price: Money, balance: Money)
    /// Somebody bought the item first.
    case alreadySold
    /// There is no item with that id.
    case itemNotFound
    /// The purchase service failed; nothing was charged.
    case serviceUnavailable
    /// The store itself failed (busy, read-only, full, damaged, newer); nothing was charged.
    case store(StoreError)
}

// A purchase that may or may not have been made is `ServiceError.outcomeUnknown`, and a key used before for
// another item `ServiceError.idempotencyKeyReused`, as for any change.

extension PurchaseError: ExplainedError {}

extension PurchaseError {
    /// A stable code for a program: `PurchaseError.insufficientFunds`; a store's failure is its own code.
    public var code: String {
        switch self {
        case .insufficientFunds: "PurchaseError.insufficientFunds"
        case .currencyMismatch: "PurchaseError.currencyMismatch"
        case .alreadySold: "PurchaseError.alreadySold"
        case .itemNotFound: "PurchaseError.itemNotFound"
        case .serviceUnavailable: "PurchaseError.serviceUnavailable"
        case let .store(error): error.code
        }
    }
}
