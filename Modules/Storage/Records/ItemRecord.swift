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

    /// The item as the use cases see it; throws `StorageError.corruptRow` for an unknown currency.
    func item() throws -> Item {
        guard let currency = Currency(code: currency) else {
            throw StorageError.corruptRow(table: Self.databaseTableName, id: id)
        }
        return Item(
            id: Item.ID(id), name: name, seller: seller,
            price: Money(minorUnits: price, currency: currency), isSold: isSold
        )
    }
}
