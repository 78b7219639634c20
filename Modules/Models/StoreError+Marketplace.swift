/// The worked example's condition of a store: `unknownCurrency(code:)`, a stored amount in a currency this
/// version does not know, which therefore cannot take part in a purchase.
extension StoreError {
    static func unknownCurrencyWords(_ code: String) -> String {
        "An amount is in '\(code)', a currency this version of Bazaar does not know, so it cannot be used in a purchase. Choose another item, or update Bazaar."
    }
}
