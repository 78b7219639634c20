import Models

/// The worked example's errors in English.
extension PurchaseError {
    public var english: String {
        switch self {
        case let .insufficientFunds(price, balance):
            "Insufficient balance: the item costs \(price) and your balance is \(balance)."
        case let .currencyMismatch(price, balance):
            "This item is priced in \(price.currency.code) and your balance is in \(balance.currency.code), so it cannot be bought with it. You were not charged."
        case .alreadySold: "This item has already been sold."
        case .itemNotFound: "That item does not exist."
        case .serviceUnavailable: "The purchase could not be completed. You were not charged."
        case let .store(error): "\(error.english) You were not charged."
        }
    }
}
