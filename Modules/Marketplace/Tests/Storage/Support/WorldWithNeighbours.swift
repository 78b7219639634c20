import Foundation
import GRDB
import MarketplaceModels
import MarketplaceUseCases
import Models
import StorageTesting
import Testing
import UseCases

@testable import MarketplaceStorage
@testable import Storage

/// A seeded database in which the demo user has neighbours, so that a write test can prove what it leaves
/// alone: a write that touched every account, item or transaction (not only its own) fails it.
///
/// Beside the demo account (id 1, ¥10,000, nothing bought) it holds `neighbour` (¥20,000), who bought
/// items 2 and 10 through the real ledger, so has two transactions and two items sold to them, one of them
/// with an idempotency key; and `stranger` (¥5,000), with nothing bought. A test reads `neighbourhood(besides:)` before its write and expects it unchanged after.
struct WorldWithNeighbours {
    static let neighbour = User.ID(2)
    static let stranger = User.ID(3)
    /// The items the neighbour bought, in order; the second with `neighboursKey`.
    static let neighboursItems = [Item.ID(2), Item.ID(20)]
    static let neighboursKey = IdempotencyKey("neighbours-key")!

    let database: AppDatabase

    /// The neighbours, in a fresh in-memory database or in `database` (say one in a file).
    init(database: AppDatabase? = nil) async throws {
        let database = try database ?? StorageFixtures.inMemory(parts: [.marketplace])
        self.database = database
        let hash = try StorageFixtures.hasher.hash(Password("neighbourly")).encoded
        try await database.writer.write { db in
            let sql = """
                INSERT INTO accounts (id, email, display_name, password_hash, balance, currency)
                VALUES (?, ?, ?, ?, ?, 'JPY')
                """
            try db.execute(sql: sql, arguments: [Self.neighbour.rawValue, "neighbour@bazaar.dev", "Neighbour", hash, 20_000])
            try db.execute(sql: sql, arguments: [Self.stranger.rawValue, "stranger@bazaar.dev", "Stranger", hash, 5_000])
        }
        let purchase = PurchaseUseCase.live(ledger: database.ledger, now: { StorageFixtures.fixedDate })
        _ = try await purchase.buy(Self.neighboursItems[0], Self.neighbour)
        _ = try await purchase.buyOnce(Self.neighboursItems[1], Self.neighbour, Self.neighboursKey)
    }

    /// Every row that a write by `buyer` to `items` must leave as it is: the other accounts, the other items
    /// and the other users' transactions, whole.
    func neighbourhood(besides items: [Item.ID] = [], of buyer: User.ID = StorageFixtures.demo) throws -> Neighbourhood {
        let itemIDs = items.map(\.rawValue)
        return try database.writer.read { db in
            func rows(_ sql: String, _ arguments: StatementArguments = []) throws -> [String] {
                try Row.fetchAll(db, sql: sql, arguments: arguments).map(\.description)
            }
            let neighbourhood = Neighbourhood(
                accounts: try rows("SELECT * FROM accounts WHERE id != ? ORDER BY id", [buyer.rawValue]),
                items: try rows("SELECT * FROM items ORDER BY id").filter { row in
                    !itemIDs.contains { row.hasPrefix("[id:\($0) ") }
                },
                transactions: try rows("SELECT * FROM transactions WHERE buyer_id != ? ORDER BY id", [buyer.rawValue])
            )
            // The neighbours are really there: a comparison of empty tables would prove nothing.
            #expect(neighbourhood.accounts.count >= 2 && neighbourhood.items.count >= 40)
            #expect(neighbourhood.transactions.count == 2 || buyer == Self.neighbour)
            return neighbourhood
        }
    }
}

/// The rows of a `WorldWithNeighbours` that a write must not change, each as SQLite returned it.
struct Neighbourhood: Equatable, Sendable {
    var accounts: [String]
    var items: [String]
    var transactions: [String]
}
