internal import Foundation
public import MarketplaceModels
import MarketplaceStorage
public import MarketplaceUseCases
public import Models
internal import PostgresNIO
public import PostgresStorage
internal import Storage
import UseCases

/// The marketplace's repositories on PostgreSQL: the wallet's balance, the items and the transactions (the
/// purchase itself is `PostgresLedger`).
extension PostgresAccounts: BalanceRepository {
    public func balance(of user: User.ID) async throws -> Money {
        try await store.withConnection { connection in
            let rows = try await connection.rows(
                "SELECT balance, currency FROM accounts WHERE id = \(user.rawValue)", logger: store.logger)
            guard let row = rows.first else { throw ServiceError.notFound }
            var cells = Cells(row)
            return Money(minorUnits: try cells.next(), currency: StoredCurrency.forShowing(try cells.next()))
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
            // `%` and `_` in a query are ordinary characters, as in the SQLite store; ASCII's full-width forms
            // narrowed in the names (`Item.search` narrows the query), as the SQLite store narrows them.
            let (wide, narrow) = String.fullWidthASCIIForms
            let (countSQL, listSQL): (PostgresQuery, PostgresQuery) =
                if let query {
                    (
                        "SELECT count(*) FROM items WHERE strpos(lower(translate(name, \(wide), \(narrow))), lower(\(query))) > 0 OR strpos(lower(translate(seller, \(wide), \(narrow))), lower(\(query))) > 0",
                        "SELECT \(unescaped: Self.columns) FROM items WHERE strpos(lower(translate(name, \(wide), \(narrow))), lower(\(query))) > 0 OR strpos(lower(translate(seller, \(wide), \(narrow))), lower(\(query))) > 0 ORDER BY id LIMIT \(limit) OFFSET \(offset)"
                    )
                } else {
                    (
                        "SELECT n FROM item_count",  // kept by a trigger (migration v3-item-count)
                        "SELECT \(unescaped: Self.columns) FROM items ORDER BY id LIMIT \(limit) OFFSET \(offset)"
                    )
                }
            let total = try await connection.count(countSQL, logger: store.logger)
            let items = try await connection.rows(listSQL, logger: store.logger).map(Self.item)
            return (items, total)
        }
    }

    public func item(id: Item.ID) async throws -> Item? {
        try await store.withConnection { connection in
            try await connection.rows(
                "SELECT \(unescaped: Self.columns) FROM items WHERE id = \(id.rawValue)", logger: store.logger
            ).first.map(Self.item)
        }
    }

    /// An item from a row of `columns`, for showing: a price in a currency this build does not know keeps
    /// its code.
    static func item(_ row: PostgresRow) throws -> Item {
        var cells = Cells(row)
        return Item(
            id: Item.ID(try cells.next(Int64.self)), name: try cells.next(), seller: try cells.next(),
            price: Money(minorUnits: try cells.next(), currency: StoredCurrency.forShowing(try cells.next())), isSold: try cells.next())
    }
}

public struct PostgresTransactions: TransactionRepository {
    let store: PostgresStore
    static let columns = "id, buyer_id, item_id, item_name, seller, amount, balance_after, currency, created_at"

    public func transactions(buyer: User.ID) async throws -> [Transaction] {
        try await store.withConnection { connection in
            try await connection.rows(
                "SELECT \(unescaped: Self.columns) FROM transactions WHERE buyer_id = \(buyer.rawValue) ORDER BY id DESC",
                logger: store.logger
            ).map(Self.transaction)
        }
    }

    public func transaction(id: Transaction.ID) async throws -> Transaction? {
        try await store.withConnection { connection in
            try await connection.rows(
                "SELECT \(unescaped: Self.columns) FROM transactions WHERE id = \(id.rawValue)",
                logger: store.logger
            ).first.map(Self.transaction)
        }
    }

    /// A transaction from a row of `columns`.
    static func transaction(_ row: PostgresRow) throws -> Transaction {
        var cells = Cells(row)
        return try transaction(&cells)
    }

    /// A transaction from the next cells of a row, `columns` in that order.
    static func transaction(_ cells: inout Cells) throws -> Transaction {
        let (id, buyer, item) = (
            Transaction.ID(try cells.next(Int64.self)), User.ID(try cells.next(Int64.self)), Item.ID(try cells.next(Int64.self))
        )
        let (name, seller, amount, after) = (
            try cells.next(String.self), try cells.next(String.self), try cells.next(Int64.self), try cells.next(Int64.self)
        )
        let shown = StoredCurrency.forShowing(try cells.next())
        return Transaction(
            id: id, buyer: buyer, item: item, itemName: name, seller: seller, amount: Money(minorUnits: amount, currency: shown),
            balanceAfter: Money(minorUnits: after, currency: shown), date: try cells.next())
    }
}
