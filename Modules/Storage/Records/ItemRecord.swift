internal import GRDB
import Models

/// A row of `items`.
struct ItemRecord: Codable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "items"
    static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .convertFromSnakeCase }
    static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }

    var id: Int64
    var name: String
    var seller: String
    /// Minor units of `currency`; always positive.
    var price: Int64
    /// ISO 4217 code.
    var currency: String
    /// The account that bought it, when that buyer is one of ours.
    var buyerId: Int64?
    /// Sold, possibly to someone outside this database (the seed's already-sold items).
    var isSold: Bool

    /// The item to show; a price in an unknown currency is shown by its code (see `StoredCurrency`).
    func item() -> Item {
        item(currency: StoredCurrency.forShowing(currency))
    }

    /// The item to buy; throws `StoreError.unknownCurrency` for a price in an unknown currency.
    func itemForSpending() throws -> Item {
        item(currency: try StoredCurrency.forSpending(currency))
    }

    private func item(currency: Currency) -> Item {
        Item(
            id: Item.ID(id), name: name, seller: seller,
            price: Money(minorUnits: price, currency: currency), isSold: isSold
        )
    }
}
