internal import GRDB
import MarketplaceModels
import MarketplaceUseCases
import Models
import Storage
import UseCases

/// The `LedgerWriter` `SQLLedger` hands out: reads and writes on the connection of one open transaction.
///
/// It reads amounts strictly: an item or balance in an unknown currency throws `StoreError.unknownCurrency`.
struct SQLLedgerWriter: LedgerWriter {
    let db: Database

    func item(id: Item.ID) throws -> Item? {
        try ItemRecord.find(db, id: id.rawValue)?.itemForSpending()
    }

    func balance(of user: User.ID) throws -> Money {
        try account(user).moneyForSpending()
    }

    /// Throws `ServiceError.notFound` for an unknown user and `LedgerWriteError.currencyMismatch` when
    /// `balance` is not in the account's currency; a negative balance fails the table's CHECK.
    func setBalance(_ balance: Money, of user: User.ID) throws {
        let record = try account(user)
        guard balance.currency.code == record.currency else {
            throw LedgerWriteError.currencyMismatch(expected: record.currency, actual: balance.currency.code)
        }
        try db.execute(
            sql: "UPDATE accounts SET balance = ? WHERE id = ?",
            arguments: [balance.minorUnits, user.rawValue]
        )
    }

    /// Throws `ServiceError.notFound` for an unknown item and `LedgerWriteError.itemAlreadySold` for a sold one.
    func markSold(_ item: Item.ID, to buyer: User.ID) throws {
        try db.execute(
            sql: "UPDATE items SET is_sold = 1, buyer_id = ? WHERE id = ? AND is_sold = 0",
            arguments: [buyer.rawValue, item.rawValue]
        )
        guard db.changesCount == 1 else {
            if try ItemRecord.exists(db, key: item.rawValue) { throw LedgerWriteError.itemAlreadySold(item) }
            throw ServiceError.notFound
        }
    }

    func recordTransaction(_ draft: TransactionDraft) throws -> Transaction {
        var record = try TransactionRecord(draft)
        try record.insert(db)
        // Read it back so the caller gets exactly what later reads will return (dates keep milliseconds).
        guard let id = record.id, let stored = try TransactionRecord.find(db, id: id) else { throw ServiceError.notFound }
        return try stored.transaction()
    }

    func transaction(buyer: User.ID, key: IdempotencyKey) throws -> Transaction? {
        try TransactionRecord.find(db, buyer: buyer.rawValue, key: key.rawValue)?.transaction()
    }

    private func account(_ user: User.ID) throws -> WalletRecord {
        guard let record = try WalletRecord.find(db, id: user.rawValue) else { throw ServiceError.notFound }
        return record
    }
}
