internal import Foundation
public import Models
internal import PostgresNIO
internal import Storage
public import UseCases

/// `PurchaseLedger` on PostgreSQL: one transaction of three statements: lock the item row; lock the
/// buyer's account row and find an earlier purchase made with the key; then, if the rule agrees, debit,
/// mark sold and record in one statement. Under READ COMMITTED each of those statements sees what other
/// purchases committed before it, so a second purchase of the same item
/// (from any server) waits for the first and then finds it sold, and a retry with the same key waits and
/// then finds the purchase the first one made.
public struct PostgresLedger: PurchaseLedger {
    let store: PostgresStore
    /// Conflicts that another attempt resolves: a serialization failure, a deadlock, and two first
    /// purchases with one key racing to insert it (the loser then finds the winner's).
    static let retried: Set<String> = ["40001", "40P01", "23505"]

    public func purchase(
        item: Item.ID, buyer: User.ID, key: IdempotencyKey?,
        decide: @Sendable (_ item: Item?, _ balance: Money) throws -> TransactionDraft
    ) async throws -> LedgerEntry {
        try await store.translatingErrors {
            var attempt = 0
            while true {
                attempt += 1
                do {
                    return try await store.client.withTransaction(logger: store.logger) { connection in
                        try await Self.purchase(item: item, buyer: buyer, key: key, decide: decide, on: connection, store: store)
                    }
                } catch {
                    guard attempt < 3, let state = PostgresStore.sqlState(of: error), Self.retried.contains(state) else { throw error }
                }
            }
        }
    }

    private static func purchase(
        item id: Item.ID, buyer: User.ID, key: IdempotencyKey?,
        decide: @Sendable (_ item: Item?, _ balance: Money) throws -> TransactionDraft,
        on connection: PostgresConnection, store: PostgresStore
    ) async throws -> LedgerEntry {
        let logger = store.logger
        var item: Item?
        let itemRows = try await connection.query(
            "SELECT id, name, seller, price, currency, is_sold FROM items WHERE id = \(id.rawValue) FOR UPDATE", logger: logger)
        for try await row in itemRows.decode(PostgresItems.ItemRow.self) {
            _ = try StoredCurrency.forSpending(row.4)  // a price in an unknown currency cannot take part in a purchase
            item = PostgresItems.item(row)
        }
        // The buyer's account, locked (after the item: always in that order), and in the same round trip
        // the purchase an earlier attempt with this key made, if any.
        var balance: Money?
        let accountRows = try await connection.query(
            """
            SELECT a.balance, a.currency,
                   t.id, t.buyer_id, t.item_id, t.item_name, t.seller, t.amount, t.balance_after, t.currency, t.created_at
            FROM accounts a LEFT JOIN transactions t ON t.buyer_id = a.id AND t.idempotency_key = \(key?.rawValue)
            WHERE a.id = \(buyer.rawValue) FOR UPDATE OF a
            """, logger: logger)
        for try await row in accountRows.decode(
            (Int64, String, Int64?, Int64?, Int64?, String?, String?, Int64?, Int64?, String?, Date?).self)
        {
            if let id = row.2, let buyer = row.3, let item = row.4, let name = row.5, let seller = row.6, let amount = row.7,
                let after = row.8, let currency = row.9, let date = row.10
            {
                let earlier = PostgresTransactions.transaction((id, buyer, item, name, seller, amount, after, currency, date))
                return LedgerEntry(transaction: earlier, isReplay: true)
            }
            balance = Money(minorUnits: row.0, currency: try StoredCurrency.forSpending(row.1))
        }
        guard let balance else { throw ServiceError.notFound }
        let draft = try decide(item, balance)
        // The debit, the sale and the record, in one statement.
        let inserted = try await connection.query(
            """
            WITH debit AS (UPDATE accounts SET balance = \(draft.balanceAfter.minorUnits) WHERE id = \(buyer.rawValue)),
                 sale AS (UPDATE items SET is_sold = true, buyer_id = \(buyer.rawValue) WHERE id = \(draft.item.rawValue))
            INSERT INTO transactions (buyer_id, item_id, item_name, seller, amount, balance_after, currency, created_at, idempotency_key)
            VALUES (\(buyer.rawValue), \(draft.item.rawValue), \(draft.itemName), \(draft.seller), \(draft.amount.minorUnits),
                    \(draft.balanceAfter.minorUnits), \(draft.amount.currency.code), \(draft.date), \(draft.idempotencyKey?.rawValue))
            RETURNING id, buyer_id, item_id, item_name, seller, amount, balance_after, currency, created_at
            """, logger: logger)
        for try await row in inserted.decode(PostgresTransactions.TransactionRow.self) {
            return LedgerEntry(transaction: PostgresTransactions.transaction(row), isReplay: false)
        }
        throw ServiceError.unavailable
    }
}
