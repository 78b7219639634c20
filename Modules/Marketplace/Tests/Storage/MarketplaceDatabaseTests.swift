import Foundation
import GRDB
import MarketplaceModels
import MarketplaceUseCases
import Models
import Storage
import StorageTesting
import Testing
import UseCases

@testable import MarketplaceStorage

/// The marketplace on the app's database: its demo data, its schema's checks, and purchases that last and
/// are made once.
@Suite(.timeLimit(.minutes(1))) struct MarketplaceDatabaseTests {
    @Test func reopeningAFileKeepsAPurchaseMadeBefore() async throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("bazaar.sqlite")
        let bought: Transaction
        do {
            let database = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher, parts: [.marketplace])
            let purchase = PurchaseUseCase.live(ledger: database.ledger, now: { StorageFixtures.fixedDate })
            bought = try await purchase.buy(Item.ID(3), StorageFixtures.demo)
        }

        let reopened = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher, parts: [.marketplace])

        #expect(try await reopened.accounts.balance(of: StorageFixtures.demo) == .yen(10_000 - 3_800))
        #expect(try await reopened.items.item(id: Item.ID(3))?.isSold == true)
        #expect(try await reopened.transactions.transactions(buyer: StorageFixtures.demo) == [bought])
        #expect(try await reopened.items.items(matching: nil, offset: 0, limit: 1_000).totalCount == 48)
    }

    /// A file an earlier build made holds the marketplace's first tables from that build's `v1-schema`:
    /// `v1-marketplace` finds them in place and leaves them, with what they hold, and the migrations after it run.
    @Test func aFileWhoseEarlierBuildMadeTheMarketplacesTablesKeepsThemAndGetsTheLaterMigrations() async throws {
        let temporary = try TemporaryDirectory()
        let path = try StorageFixtures.file(in: temporary)
        let earlier = try DatabaseQueue(path: path)
        try await earlier.write { db in
            for statement in MarketplaceSchema.migrations[0].sql { try db.execute(sql: statement) }
            try db.execute(sql: "UPDATE accounts SET balance = 1000")
            try db.execute(
                sql: "INSERT INTO items (id, name, seller, price, currency, is_sold) VALUES (7, 'Kept', 'Earlier', 500, 'JPY', 0)")
        }
        try earlier.close()

        let database = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher, parts: [.marketplace])

        #expect(try await database.items.item(id: Item.ID(7))?.name == "Kept")
        let applied = try await DatabaseQueue(path: path).read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations")
        }
        #expect(applied.suffix(2) == ["v1-marketplace", "v2-idempotency-keys"])
        let bought = try await PurchaseUseCase.live(ledger: database.ledger).buyOnce(
            Item.ID(7), StorageFixtures.demo, IdempotencyKey("k1")!)
        #expect(bought.transaction.itemName == "Kept")
    }

    @Test func twoInMemoryDatabasesAreIndependent() async throws {
        let first = try StorageFixtures.inMemory(parts: [.marketplace])
        let second = try StorageFixtures.inMemory(parts: [.marketplace])

        _ = try await PurchaseUseCase.live(ledger: first.ledger).buy(Item.ID(3), StorageFixtures.demo)

        #expect(try await first.accounts.balance(of: StorageFixtures.demo) == .yen(6_200))
        #expect(try await second.accounts.balance(of: StorageFixtures.demo) == .yen(10_000))
        #expect(try await second.items.item(id: Item.ID(3))?.isSold == false)
    }

    @Test func concurrentPurchasesOfOneItemSellItOnce() async throws {
        let temporary = try TemporaryDirectory()
        let database = try AppDatabase.file(at: temporary.path("bazaar.sqlite"), hasher: StorageFixtures.hasher, parts: [.marketplace])
        let purchase = PurchaseUseCase.live(ledger: database.ledger)

        let outcomes = await withTaskGroup(of: Result<Transaction, PurchaseError>.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    do { return .success(try await purchase.buy(Item.ID(3), StorageFixtures.demo)) } catch let error as PurchaseError {
                        return .failure(error)
                    } catch { return .failure(.serviceUnavailable) }
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }

        #expect(outcomes.filter { if case .success = $0 { true } else { false } }.count == 1)
        #expect(outcomes.filter { $0 == .failure(.alreadySold) }.count == 3)
        #expect(try await database.accounts.balance(of: StorageFixtures.demo) == .yen(6_200))
        #expect(try await database.transactions.transactions(buyer: StorageFixtures.demo).count == 1)
    }

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

    @Test func theBalanceOfAnUnknownUserIsNotFound() async throws {
        let accounts = try StorageFixtures.inMemory(parts: [.marketplace]).accounts

        await #expect(throws: ServiceError.notFound) {
            try await accounts.balance(of: User.ID(42))
        }
    }

    @Test func theDemoAccountOpensWithTenThousandYenAndNoPurchase() async throws {
        let database = try StorageFixtures.inMemory(parts: [.marketplace])
        let account = try #require(try await database.accounts.account(email: StorageFixtures.demoEmail))

        #expect(try await database.accounts.balance(of: account.user.id) == .yen(10_000), "the opening balance")
        #expect(try await database.transactions.transactions(buyer: account.user.id).isEmpty)
    }

    @Test func theCatalogHasAtLeast45ItemsNumberedFromOne() async throws {
        let database = try StorageFixtures.inMemory(parts: [.marketplace])

        let (items, total) = try await database.items.items(matching: nil, offset: 0, limit: 1_000)

        #expect(total == 48)
        #expect(items.map(\.id.rawValue) == Array(1...48))
        #expect(items.allSatisfy { $0.price.currency == .jpy && $0.price.minorUnits > 0 })
        #expect(Set(items.map(\.name)).count == items.count)
    }

    @Test func pricesRangeFromAFewHundredYenToBeyondTheOpeningBalance() async throws {
        let database = try StorageFixtures.inMemory(parts: [.marketplace])

        let (items, _) = try await database.items.items(matching: nil, offset: 0, limit: 1_000)
        let expensive = items.filter { $0.price > .yen(10_000) }

        #expect(expensive.map(\.id.rawValue) == [6, 15, 30])
        #expect(expensive.map(\.price) == [.yen(12_000), .yen(25_000), .yen(48_000)])
        #expect(items.map(\.price).min() == .yen(600))
        let third = try #require(items.first { $0.id == Item.ID(3) })
        #expect(third.price < .yen(10_000))
        #expect(!third.isSold)
    }

    @Test func exactlyTwoItemsAreAlreadySold() async throws {
        let database = try StorageFixtures.inMemory(parts: [.marketplace])

        let (items, _) = try await database.items.items(matching: nil, offset: 0, limit: 1_000)

        #expect(items.filter(\.isSold).map(\.id.rawValue) == [5, 19])
    }

    @Test func someNamesAndSellersAreNotASCII() async throws {
        let database = try StorageFixtures.inMemory(parts: [.marketplace])

        let (items, _) = try await database.items.items(matching: nil, offset: 0, limit: 1_000)

        #expect(items.contains { $0.name == "Café au lait bowl" })
        #expect(items.contains { $0.name == "Kyūsu teapot 急須" })
        #expect(items.filter { !$0.name.allSatisfy(\.isASCII) }.count >= 5)
        #expect(items.contains { !$0.seller.allSatisfy(\.isASCII) })
    }

    @Test func seedingIsDeterministic() async throws {
        let first = try StorageFixtures.inMemory(parts: [.marketplace])
        let second = try StorageFixtures.inMemory(parts: [.marketplace])

        let firstItems = try await first.items.items(matching: nil, offset: 0, limit: 1_000)
        let secondItems = try await second.items.items(matching: nil, offset: 0, limit: 1_000)

        #expect(firstItems.items == secondItems.items)
        #expect(firstItems.items.count == 48)
    }
}
