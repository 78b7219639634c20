import Models

/// The wallet's part of an account's row: `balance`, in minor units of `currency` and never negative, and
/// `currency`, an ISO 4217 code.
extension AccountRecord {
    /// The balance to show; one in an unknown currency is shown by its code (see `StoredCurrency`).
    func money() -> Money {
        Money(minorUnits: balance, currency: StoredCurrency.forShowing(currency))
    }

    /// The balance to spend; throws `StoreError.unknownCurrency` for one in an unknown currency.
    func moneyForSpending() throws -> Money {
        Money(minorUnits: balance, currency: try StoredCurrency.forSpending(currency))
    }
}
