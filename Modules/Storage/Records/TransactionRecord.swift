import Foundation
internal import GRDB
import Models
import UseCases

/// A row of `transactions`.
struct TransactionRecord: Codable, FetchableRecord, MutablePersistableRecord {
    static let databaseTableName = "transactions"
    static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .convertFromSnakeCase }
    static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }

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

    /// A row for `draft`; throws `StorageError.currencyMismatch` when its two amounts differ in currency.
    init(_ draft: TransactionDraft) throws {
        guard draft.amount.currency == draft.balanceAfter.currency else {
            throw StorageError.currencyMismatch(
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
    }

    mutating func didInsert(_ inserted: InsertionSuccess) {
        id = inserted.rowID
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
