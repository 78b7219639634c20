internal import Foundation
public import Models
internal import PostgresNIO
internal import Storage
public import UseCases

/// The marketplace's repositories on PostgreSQL: the wallet's balance, the items and the transactions (the
/// purchase itself is `PostgresLedger`).
extension PostgresAccounts: BalanceRepository {
    public func balance(of user: User.ID) async throws -> Money {
        try await store.withConnection { connection in
            let rows = try await connection.query(
                "SELECT balance, currency FROM accounts WHERE id = \(user.rawValue)", logger: store.logger)
            for try await (balance, code) in rows.decode((Int64, String).self) {
                return Money(minorUnits: balance, currency: StoredCurrency.forShowing(code))
            }
            throw ServiceError.notFound
        }
    }
}

public struct PostgresItems: ItemRepository {
    let store: PostgresStore
    static let columns = "id, name, seller, price, currency, is_sold"

    public func items(matching query: String?, offset: Int, limit: Int) async throws -> (items: [Item], totalCount: Int) {
        let query = (query?.isEmpty ?? true) ? nil : query
        let (offset, limit) = (Int64(max(0, offset)), Int64(max(0, limit)))
        return try await store.withConnection { connection in
            // strpos on lower(): case folded in every script (the database is UTF-8 with a UTF-8 locale), and
            // `%` and `_` in a query are ordinary characters, as in the SQLite store.
            let (countSQL, listSQL): (PostgresQuery, PostgresQuery) =
                if let query {
                    (
                        "SELECT count(*) FROM items WHERE strpos(lower(name), lower(\(query))) > 0 OR strpos(lower(seller), lower(\(query))) > 0",
                        "SELECT id, name, seller, price, currency, is_sold FROM items WHERE strpos(lower(name), lower(\(query))) > 0 OR strpos(lower(seller), lower(\(query))) > 0 ORDER BY id LIMIT \(limit) OFFSET \(offset)"
                    )
                } else {
                    (
                        "SELECT n FROM item_count",  // kept by a trigger (migration v3-item-count)
                        "SELECT id, name, seller, price, currency, is_sold FROM items ORDER BY id LIMIT \(limit) OFFSET \(offset)"
                    )
                }
            var total = 0
            for try await count in try await connection.query(countSQL, logger: store.logger).decode(Int64.self) {
                total = Int(count)
            }
            var items: [Item] = []
            for try await row in try await connection.query(listSQL, logger: store.logger).decode(ItemRow.self) {
                items.append(Self.item(row))
            }
            return (items, total)
        }
    }

    public func item(id: Item.ID) async throws -> Item? {
        try await store.withConnection { connection in
            let rows = try await connection.query(
                "SELECT id, name, seller, price, currency, is_sold FROM items WHERE id = \(id.rawValue)", logger: store.logger)
            for try await row in rows.decode(ItemRow.self) { return Self.item(row) }
            return nil
        }
    }

    typealias ItemRow = (Int64, String, String, Int64, String, Bool)

    /// An item for showing: a price in a currency this build does not know keeps its code.
    static func item(_ row: ItemRow) -> Item {
        Item(
            id: Item.ID(row.0), name: row.1, seller: row.2, price: Money(minorUnits: row.3, currency: StoredCurrency.forShowing(row.4)),
            isSold: row.5)
    }
}

public struct PostgresTransactions: TransactionRepository {
    let store: PostgresStore
    typealias TransactionRow = (Int64, Int64, Int64, String, String, Int64, Int64, String, Date)

    public func transactions(buyer: User.ID) async throws -> [Transaction] {
        try await store.withConnection { connection in
            let rows = try await connection.query(
                "SELECT id, buyer_id, item_id, item_name, seller, amount, balance_after, currency, created_at FROM transactions WHERE buyer_id = \(buyer.rawValue) ORDER BY id DESC",
                logger: store.logger)
            var found: [Transaction] = []
            for try await row in rows.decode(TransactionRow.self) { found.append(Self.transaction(row)) }
            return found
        }
    }

    public func transaction(id: Transaction.ID) async throws -> Transaction? {
        try await store.withConnection { connection in
            let rows = try await connection.query(
                "SELECT id, buyer_id, item_id, item_name, seller, amount, balance_after, currency, created_at FROM transactions WHERE id = \(id.rawValue)",
                logger: store.logger)
            for try await row in rows.decode(TransactionRow.self) { return Self.transaction(row) }
            return nil
        }
    }

    static func transaction(_ row: TransactionRow) -> Transaction {
        let shown = StoredCurrency.forShowing(row.7)
        return Transaction(
            id: Transaction.ID(row.0), buyer: User.ID(row.1), item: Item.ID(row.2), itemName: row.3, seller: row.4,
            amount: Money(minorUnits: row.5, currency: shown), balanceAfter: Money(minorUnits: row.6, currency: shown), date: row.8)
    }
}
