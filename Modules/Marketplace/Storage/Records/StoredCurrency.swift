public import Models
import Storage

/// The currency of a stored ISO 4217 code, read leniently for showing and strictly for spending.
///
/// One row in a currency this version does not know (written by a later version, or by hand) must not
/// make a whole list fail: it is shown with its code as the symbol and its amount in whole units
/// (`XYZ 1,200`), so the odd row says what it is. A purchase needs the real currency, so the ledger reads
/// strictly and refuses such a row with `StoreError.unknownCurrency`. Every store reads codes this way
/// (the server's PostgreSQL store too).
public enum StoredCurrency {
    /// The known currency for `code`, or one shown by its code.
    public static func forShowing(_ code: String) -> Currency {
        Currency(code: code) ?? Currency(code: code, symbol: code + " ", minorUnitDigits: 0)
    }

    /// The known currency for `code`; throws `StoreError.unknownCurrency` for any other.
    public static func forSpending(_ code: String) throws -> Currency {
        guard let currency = Currency(code: code) else { throw StoreError.unknownCurrency(code: code) }
        return currency
    }
}
