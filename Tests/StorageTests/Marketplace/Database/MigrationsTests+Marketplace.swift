import Foundation
import GRDB
import Models
import Storage
import StorageTesting
import Testing
import UseCases

@testable import MarketplaceStorage

/// The worked example's part of `MigrationsTests` (make new-app leaves this file out).
extension MigrationsTests {
    @Test func aNewFileHasTheDemoItems() throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("bazaar.sqlite")
        _ = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher, parts: [.marketplace])
        #expect(try DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM items") } == 48)
    }

    @Test func theSchemaRejectsANegativeBalanceAndAFreeItem() throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("bazaar.sqlite")
        _ = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher, parts: [.marketplace])
        let queue = try DatabaseQueue(path: path)

        #expect(throws: DatabaseError.self) {
            try queue.write { db in try db.execute(sql: "UPDATE accounts SET balance = -1 WHERE id = 1") }
        }
        #expect(throws: DatabaseError.self) {
            try queue.write { db in try db.execute(sql: "UPDATE items SET price = 0 WHERE id = 1") }
        }
        #expect(throws: DatabaseError.self) {
            try queue.write { db in try db.execute(sql: "UPDATE items SET buyer_id = 999, is_sold = 1 WHERE id = 1") }
        }
        let unchanged = try queue.read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT (SELECT balance FROM accounts WHERE id = 1) AS balance,
                           (SELECT price FROM items WHERE id = 1) AS price,
                           (SELECT COUNT(*) FROM accounts) AS accounts
                    """)
        }
        #expect(unchanged?["balance"] == 10_000)
        #expect(unchanged?["price"] == 8_500)
        #expect(unchanged?["accounts"] == 1)
    }
}
