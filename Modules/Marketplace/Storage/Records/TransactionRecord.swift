import Foundation
internal import GRDB
import MarketplaceModels
import MarketplaceUseCases
import Models
import Storage
import UseCases

/// A row of `transactions`, read by position and written column by column (see `ItemRecord`).
struct TransactionRecord: FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "transactions"
    /// The columns every query of this record selects, in the order `init(row:)` reads them (see `Row.values`).
    static let columnNames = [
        "id", "buyer_id", "item_id", "item_name", "seller", "amount", "balance_after", "currency", "created_at",
    ]
    static let columns = columnNames.joined(separator: ", ")

    /// `nil` until inserted.
    var id: Int64?
    var buyerId: Int64
    var itemId: Int64
    var itemName: String
    var seller: String
    /// Minor units of `currency`.
    var amount: Int64
    /// Minor units of `currency`.
    var balanceAfter: Int64
    /// ISO 4217 code of both amounts.
    var currency: String
    /// Stored the way GRDB stores dates: UTC text with millisecond precision.
    var createdAt: Date
    /// The key the purchase was made with; written, never selected (a retry finds the row by it).
    var idempotencyKey: String?

    /// A row for `draft`; throws `LedgerWriteError.currencyMismatch` when its two amounts differ in currency.
    init(_ draft: TransactionDraft) throws {
        guard draft.amount.currency == draft.balanceAfter.currency else {
            throw LedgerWriteError.currencyMismatch(
                expected: draft.amount.currency.code, actual: draft.balanceAfter.currency.code
            )
        }
        id = nil
        buyerId = draft.buyer.rawValue
        itemId = draft.item.rawValue
        itemName = draft.itemName
        seller = draft.seller
        amount = draft.amount.minorUnits
        balanceAfter = draft.balanceAfter.minorUnits
        currency = draft.amount.currency.code
        createdAt = draft.date
        idempotencyKey = draft.idempotencyKey?.rawValue
    }

    /// A row selected as `columns`.
    init(row: Row) throws {
        (id, buyerId, itemId, itemName, seller, amount, balanceAfter, currency, createdAt) = try row.values()
        idempotencyKey = nil
    }

    func encode(to container: inout PersistenceContainer) {
        container.set(
            Self.columnNames + ["idempotency_key"],
            to: id, buyerId, itemId, itemName, seller, amount, balanceAfter, currency, createdAt, idempotencyKey)
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
    }

    /// The transaction with this id, or nil.
    static func find(_ db: Database, id: Int64) throws -> TransactionRecord? {
        try fetchOne(db.cachedStatement(sql: "SELECT \(columns) FROM transactions WHERE id = ?"), arguments: [id])
    }

    /// The transaction `buyer` made with `key`, or nil.
    static func find(_ db: Database, buyer: Int64, key: String) throws -> TransactionRecord? {
        let sql = "SELECT \(columns) FROM transactions WHERE buyer_id = ? AND idempotency_key = ?"
        return try fetchOne(db.cachedStatement(sql: sql), arguments: [buyer, key])
    }

    /// The transaction as the use cases see it; amounts in an unknown currency are shown by its code (see
    /// `StoredCurrency`). Throws `StorageError.corruptRow` for a row never inserted.
    func transaction() throws -> Transaction {
        let currency = StoredCurrency.forShowing(currency)
        guard let id else { throw StorageError.corruptRow(table: Self.databaseTableName, id: 0) }
        return Transaction(
            id: Transaction.ID(id), buyer: User.ID(buyerId), item: Item.ID(itemId),
            itemName: itemName, seller: seller,
            amount: Money(minorUnits: amount, currency: currency),
            balanceAfter: Money(minorUnits: balanceAfter, currency: currency),
            date: createdAt
        )
    }
}
