internal import GRDB
import Models
import Storage

/// The wallet's part of an account's row: `balance`, in minor units of `currency` and never negative, and
/// `currency`, an ISO 4217 code (columns the marketplace's migration adds to `accounts`).
struct WalletRecord {
    var id: Int64
    var balance: Int64
    var currency: String

    /// The wallet of the account with this id, or nil.
    static func find(_ db: Database, id: Int64) throws -> WalletRecord? {
        let statement = try db.cachedStatement(sql: "SELECT id, balance, currency FROM accounts WHERE id = ?")
        guard let row = try Row.fetchOne(statement, arguments: [id]) else { return nil }
        let (id, balance, currency): (Int64, Int64, String) = try row.values()
        return WalletRecord(id: id, balance: balance, currency: currency)
    }

    /// The balance to show; one in an unknown currency is shown by its code (see `StoredCurrency`).
    func money() -> Money {
        Money(minorUnits: balance, currency: StoredCurrency.forShowing(currency))
    }

    /// The balance to spend; throws `StoreError.unknownCurrency` for one in an unknown currency.
    func moneyForSpending() throws -> Money {
        Money(minorUnits: balance, currency: try StoredCurrency.forSpending(currency))
    }
}
