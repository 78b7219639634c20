internal import GRDB
import MarketplaceModels
import Models
import Storage

/// A row of `items`.
///
/// Rows are read by position from statements that select `columns`, and written column by column: no
/// `Codable` (whose keyed decoding and snake-case key conversion cost more than the query itself).
struct ItemRecord: FetchableRecord, PersistableRecord {
    static let databaseTableName = "items"
    /// The columns every query of this record selects, in the order `init(row:)` reads them (see `Row.values`).
    static let columnNames = ["id", "name", "seller", "price", "currency", "buyer_id", "is_sold"]
    static let columns = columnNames.joined(separator: ", ")

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

extension ItemRecord {
    /// A row selected as `columns`.
    init(row: Row) throws {
        (id, name, seller, price, currency, buyerId, isSold) = try row.values()
    }

    func encode(to container: inout PersistenceContainer) {
        container.set(Self.columnNames, to: id, name, seller, price, currency, buyerId, isSold)
    }

    /// The item with this id, or nil.
    static func find(_ db: Database, id: Int64) throws -> ItemRecord? {
        try fetchOne(db.cachedStatement(sql: "SELECT \(columns) FROM items WHERE id = ?"), arguments: [id])
    }
}
