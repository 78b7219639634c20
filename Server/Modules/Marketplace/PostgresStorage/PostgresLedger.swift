internal import Foundation
public import MarketplaceModels
import MarketplaceStorage
public import MarketplaceUseCases
public import Models
internal import PostgresNIO
import PostgresStorage
internal import Storage
import UseCases

/// `PurchaseLedger` on PostgreSQL: one transaction of three statements: lock the item row; lock the
/// buyer's account row and find an earlier purchase made with the key; then, if the rule agrees, debit,
/// mark sold and record in one statement. Under READ COMMITTED each of those statements sees what other
/// purchases committed before it, so a second purchase of the same item
/// (from any server) waits for the first and then finds it sold, and a retry with the same key waits and
/// then finds the purchase the first one made.
///
/// A COMMIT whose answer is lost (the connection cut once it was sent) is not reported as a failure: the
/// purchase is looked up by its key first (`purchase(madeWith:by:)`), and it is the answer when it was kept.
/// A purchase the store abandoned past its deadline is `ServiceError.outcomeUnknown`, never "not charged":
/// what it had sent may still be carried out after any lookup. The database's own bound on a statement
/// (`PostgresStore.statementTimeout`) comes first when a lock holds it up, and rolls it back: then nothing
/// was charged, and the answer says so (`StoreError.busy`).
public struct PostgresLedger: PurchaseLedger {
    let store: PostgresStore
    /// Conflicts that another attempt resolves: a serialization failure, a deadlock, and two first
    /// purchases with one key racing to insert it (the loser then finds the winner's).
    static let retried: Set<String> = ["40001", "40P01", "23505"]

    public func purchase(
        item: Item.ID, buyer: User.ID, key: IdempotencyKey?,
        decide: @escaping @Sendable (_ item: Item?, _ balance: Money) throws -> TransactionDraft
    ) async throws -> LedgerEntry {
        let outcome: Outcome
        do {
            outcome = try await attempt(item: item, buyer: buyer, key: key, decide: decide)
        } catch {
            // Abandoned once it had its connection (past its deadline, or cancelled), it is outcome-unknown: its
            // connection is closed, but a statement it sent may still be carried out (held up by a lock, say, and
            // the COMMIT after it already on its way), and a lookup now could come before it.
            throw store.writeFailure(error)
        }
        switch outcome {
        case let .made(entry): return entry
        case let .unknown(lost): return try await entry(madeWith: key, by: buyer, lost: lost)
        }
    }

    /// The purchase on one connection, retried on a conflict another attempt resolves; the errors as they came.
    private func attempt(
        item: Item.ID, buyer: User.ID, key: IdempotencyKey?,
        decide: @escaping @Sendable (_ item: Item?, _ balance: Money) throws -> TransactionDraft
    ) async throws -> Outcome {
        try await store.withConnection(translatingErrors: false) { [store] connection -> Outcome in
            var attempt = 0
            while true {
                attempt += 1
                var replay: LedgerEntry?
                do {
                    return .made(
                        try await connection.transaction(logger: store.logger) { connection in
                            let entry = try await Self.purchase(
                                item: item, buyer: buyer, key: key, decide: decide, on: connection, store: store)
                            if entry.isReplay { replay = entry }
                            return entry
                        })
                } catch let failure as TransactionFailure where failure.part == .commit {
                    // A replay only read the purchase made before: it stands, whatever became of its COMMIT.
                    if let replay { return .made(replay) }
                    // COMMIT was sent and no answer came back: the database may have kept the purchase.
                    return .unknown(failure)
                } catch {
                    guard attempt < 3, let state = PostgresStore.sqlState(of: error), Self.retried.contains(state) else { throw error }
                }
            }
        }
    }

    /// The purchase an attempt whose outcome is not known made, asked by its key before anything is said:
    /// kept, it is the purchase made; not kept, nothing was charged; and when the database cannot be asked,
    /// nobody knows (`lost`, the COMMIT's failure, says so, and the log with it).
    private func entry(madeWith key: IdempotencyKey?, by buyer: User.ID, lost: TransactionFailure) async throws -> LedgerEntry {
        guard let key else { throw store.writeFailure(lost) }
        var made: Transaction?
        var asked = false
        // The pool may hand the lookup the very connection that was lost, before it has seen it close:
        // a connection that fails (an error with no SQLSTATE, not the wait for one) is asked again.
        for _ in 0..<3 where !asked {
            do {
                made = try await lookUp(key, buyer)
                asked = true
            } catch let failure as TransactionFailure where failure.part == .begin && PostgresStore.sqlState(of: failure.error) == nil {
                continue
            } catch let error as PSQLError where error.serverInfo == nil {
                continue
            } catch {
                break
            }
        }
        guard asked else { throw store.writeFailure(lost) }
        guard let made else { throw PurchaseError.serviceUnavailable }
        return LedgerEntry(transaction: made, isReplay: false)
    }

    /// What an attempt came to: a purchase (or a replay), or a COMMIT whose answer was lost.
    private enum Outcome: Sendable {
        case made(LedgerEntry)
        case unknown(TransactionFailure)
    }

    /// The purchase `buyer` made with `key`, read once any purchase of theirs in flight has ended: the
    /// buyer's account row is locked FOR SHARE first, which waits for a purchase holding it FOR UPDATE
    /// (one whose COMMIT reached the database after its connection was lost, say) to commit or roll back.
    public func purchase(madeWith key: IdempotencyKey, by buyer: User.ID) async throws -> Transaction? {
        try await store.withConnection { [store] connection in try await Self.lookUp(key, buyer, on: connection, store: store) }
    }

    /// The lookup, its errors as the database and the pool gave them.
    private func lookUp(_ key: IdempotencyKey, _ buyer: User.ID) async throws -> Transaction? {
        try await store.withConnection(translatingErrors: false) { [store] connection in
            try await Self.lookUp(key, buyer, on: connection, store: store)
        }
    }

    private static func lookUp(
        _ key: IdempotencyKey, _ buyer: User.ID, on connection: PostgresConnection, store: PostgresStore
    )
        async throws -> Transaction?
    {
        try await connection.transaction(logger: store.logger) { connection in
            _ = try await connection.rows("SELECT 1 FROM accounts WHERE id = \(buyer.rawValue) FOR SHARE", logger: store.logger)
            return try await connection.rows(
                """
                SELECT \(unescaped: PostgresTransactions.columns) FROM transactions
                WHERE buyer_id = \(buyer.rawValue) AND idempotency_key = \(key.rawValue)
                """, logger: store.logger
            ).first.map(PostgresTransactions.transaction)
        }
    }

    private static func purchase(
        item id: Item.ID, buyer: User.ID, key: IdempotencyKey?,
        decide: @escaping @Sendable (_ item: Item?, _ balance: Money) throws -> TransactionDraft,
        on connection: PostgresConnection, store: PostgresStore
    ) async throws -> LedgerEntry {
        let logger = store.logger
        let item = try await connection.rows(
            "SELECT \(unescaped: PostgresItems.columns) FROM items WHERE id = \(id.rawValue) FOR UPDATE", logger: logger
        ).first.map(PostgresItems.item)
        // The buyer's account, locked (after the item: always in that order), and in the same round trip
        // the purchase an earlier attempt with this key made, if any.
        let accountRows = try await connection.rows(
            """
            SELECT a.balance, a.currency,
                   t.id, t.buyer_id, t.item_id, t.item_name, t.seller, t.amount, t.balance_after, t.currency, t.created_at
            FROM accounts a LEFT JOIN transactions t ON t.buyer_id = a.id AND t.idempotency_key = \(key?.rawValue)
            WHERE a.id = \(buyer.rawValue) FOR UPDATE OF a
            """, logger: logger)
        guard let row = accountRows.first else { throw ServiceError.notFound }
        var cells = Cells(row)
        let (minorUnits, code) = (try cells.next(Int64.self), try cells.next(String.self))
        // The earlier purchase's columns are all null when there is none (its id never is).
        if !cells.nextIsNull {
            return LedgerEntry(transaction: try PostgresTransactions.transaction(&cells), isReplay: true)
        }
        // A price in an unknown currency cannot take part in a new purchase (a retry of one made, above, only
        // reads what was made, as the SQLite ledger's does).
        if let item { _ = try StoredCurrency.forSpending(item.price.currency.code) }
        let balance = Money(minorUnits: minorUnits, currency: try StoredCurrency.forSpending(code))
        let draft = try decide(item, balance)
        // The debit, the sale and the record, in one statement.
        let inserted = try await connection.rows(
            """
            WITH debit AS (UPDATE accounts SET balance = \(draft.balanceAfter.minorUnits) WHERE id = \(buyer.rawValue)),
                 sale AS (UPDATE items SET is_sold = true, buyer_id = \(buyer.rawValue) WHERE id = \(draft.item.rawValue))
            INSERT INTO transactions (buyer_id, item_id, item_name, seller, amount, balance_after, currency, created_at, idempotency_key)
            VALUES (\(buyer.rawValue), \(draft.item.rawValue), \(draft.itemName), \(draft.seller), \(draft.amount.minorUnits),
                    \(draft.balanceAfter.minorUnits), \(draft.amount.currency.code), \(draft.date), \(draft.idempotencyKey?.rawValue))
            RETURNING \(unescaped: PostgresTransactions.columns)
            """, logger: logger)
        guard let row = inserted.first else { throw ServiceError.unavailable }
        return LedgerEntry(transaction: try PostgresTransactions.transaction(row), isReplay: false)
    }
}
