/// Why a purchase did not happen. A failed purchase never changes the balance.
public enum PurchaseError: Error, Equatable, Sendable {
    /// The balance is lower than the price.
    case insufficientFunds(price: Money, balance: Money)
    /// The item is priced in another currency than the balance holds.
    case currencyMismatch(price: Money, balance: Money)
    /// Somebody bought the item first.
    case alreadySold
    /// The idempotency key was already used by this buyer for a purchase of another item.
    case idempotencyKeyReused
    /// There is no item with that id.
    case itemNotFound
    /// The purchase service failed; nothing was charged.
    case serviceUnavailable
    /// The store itself failed (busy, read-only, full, damaged, newer); nothing was charged.
    case store(StoreError)
    /// The request reached the server at this address, or may have, but no answer came back (even after
    /// retrying with the same idempotency key): the purchase may or may not have been made.
    case outcomeUnknown(server: String)
}

extension PurchaseError: ExplainedError {
    /// One line a person can act on.
    public var description: String {
        switch self {
        case let .insufficientFunds(price, balance):
            "Insufficient balance: the item costs \(price) and your balance is \(balance)."
        case let .currencyMismatch(price, balance):
            "This item is priced in \(price.currency.code) and your balance is in \(balance.currency.code), so it cannot be bought with it. You were not charged."
        case .alreadySold: "This item has already been sold."
        case .idempotencyKeyReused:
            "This purchase's key was already used to buy another item. Nothing was charged; send a new key for a new purchase."
        case .itemNotFound: "That item does not exist."
        case .serviceUnavailable: "The purchase could not be completed. You were not charged."
        case let .store(error): "\(error) You were not charged."
        case let .outcomeUnknown(server):
            "The server at \(server) did not answer, so it is not known whether the purchase went through. Look at your transactions before buying again."
        }
    }
}
