import Foundation
import MarketplaceModels
import MarketplaceServer
import Models
import PostgresNIO
import PostgresStorage
import ServerTesting
import Storage
import Testing
import UseCases

/// A throwaway database (`TestDatabase`) whose `users` accounts each have a balance, with `items` items for
/// sale, and the checks of its ledger.
struct Marketplace: Sendable {
    static let password = TestDatabase.password
    let database: TestDatabase
    let users: [(email: String, balance: Int64)]
    let itemCount: Int

    var url: PostgresURL { database.url }
    var serverArguments: [String] { database.serverArguments }

    /// The item `id`'s price: between 1,000 and 9,000 yen (as `with` writes it in SQL).
    static func price(of id: Int64) -> Int64 { 1_000 + (id * 7_919) % 8_001 }

    static func with(
        users: Int, items: Int, balance: @escaping @Sendable (Int) -> Int64, admin: PostgresURL? = Backend.postgresAdmin,
        _ body: @Sendable (Marketplace) async throws -> Void
    ) async throws {
        try await TestDatabase.with(users: users, features: [.marketplace], admin: admin) { database in
            let accounts = database.emails.enumerated().map { (email: $1, balance: balance($0)) }
            try await Backend.withClient(database.url) { client in
                for (index, account) in accounts.enumerated() {
                    try await client.query("UPDATE accounts SET balance = \(account.balance) WHERE id = \(Int64(index + 1))")
                }
                try await client.query(
                    """
                    INSERT INTO items (id, name, seller, price, currency, is_sold)
                    SELECT id, 'Item ' || id, 'scale', 1000 + (id * 7919) % 8001, 'JPY', false FROM generate_series(1, \(Int64(items))) AS id
                    """)
            }
            try await body(Marketplace(database: database, users: accounts, itemCount: items))
        }
    }

    func soldCount() async throws -> Int {
        try await Backend.withClient(url) { client in
            var count = 0
            for try await sold in try await client.query("SELECT count(*) FROM items WHERE is_sold").decode(Int64.self) {
                count = Int(sold)
            }
            return count
        }
    }

    /// The idempotency keys of the purchases kept.
    func idempotencyKeys() async throws -> Set<String> {
        try await Backend.withClient(url) { client in
            var keys: Set<String> = []
            for try await key in try await client.query("SELECT idempotency_key FROM transactions WHERE idempotency_key IS NOT NULL")
                .decode(String.self)
            { keys.insert(key) }
            return keys
        }
    }

    /// What is wrong with the ledger, in words; empty when it holds.
    func violations() async throws -> [String] {
        let starts = users
        return try await Backend.withClient(url) { client in
            var found: [String] = []
            let checks: [(String, PostgresQuery)] = [
                ("an item with more than one transaction", "SELECT item_id FROM transactions GROUP BY item_id HAVING count(*) > 1"),
                ("a sold item with no transaction", "SELECT id FROM items WHERE is_sold AND id NOT IN (SELECT item_id FROM transactions)"),
                (
                    "a transaction for an unsold item",
                    "SELECT item_id FROM transactions WHERE item_id IN (SELECT id FROM items WHERE NOT is_sold)"
                ),
                (
                    "a transaction whose buyer or amount is not the item's",
                    "SELECT t.item_id FROM transactions t JOIN items i ON i.id = t.item_id WHERE t.buyer_id IS DISTINCT FROM i.buyer_id OR t.amount <> i.price"
                ),
                (
                    "a key used twice by one buyer",
                    "SELECT count(*) FROM transactions WHERE idempotency_key IS NOT NULL GROUP BY buyer_id, idempotency_key HAVING count(*) > 1"
                ),
            ]
            for (what, query) in checks {
                for try await value in try await client.query(query).decode(Int64.self) { found.append("\(what): \(value)") }
            }
            let balances = try await client.query(
                "SELECT a.id, a.balance, COALESCE((SELECT sum(amount) FROM transactions t WHERE t.buyer_id = a.id), 0)::BIGINT FROM accounts a"
            )
            for try await (id, balance, spent) in balances.decode((Int64, Int64, Int64).self) {
                let start = starts[Int(id) - 1].balance
                if balance != start - spent { found.append("account \(id): balance \(balance), but \(start) - \(spent) spent") }
                if balance < 0 { found.append("account \(id): a negative balance \(balance)") }
            }
            return found
        }
    }
}
