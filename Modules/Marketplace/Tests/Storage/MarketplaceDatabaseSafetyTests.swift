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

/// The conditions of the database reach a buyer as what they are, and a purchase they refuse changes nothing.
@Suite(.timeLimit(.minutes(1))) struct MarketplaceDatabaseSafetyTests {
    @Test func aPurchaseOnAFileMadeReadOnlyIsRefusedAndTheFileKeepsItsMode() async throws {
        try await StorageFixtures.expectAReadOnlyFile { database in
            await #expect(throws: PurchaseError.store(.readOnly)) {
                try await PurchaseUseCase.live(ledger: database.ledger).buy(Item.ID(3), StorageFixtures.demo)
            }
        }
    }

    // MARK: - What the person is told

    @Test func aPurchaseThatCannotGetTheLockSaysTheDatabaseIsBusy() async throws {
        let temporary = try TemporaryDirectory()
        let path = try StorageFixtures.file(in: temporary, parts: [.marketplace])
        let database = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher, busyTimeout: .zero, parts: [.marketplace])
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        let other = try DatabaseQueue(path: path, configuration: configuration)
        try await other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }

        await #expect(throws: PurchaseError.store(.busy)) {
            try await PurchaseUseCase.live(ledger: database.ledger).buy(Item.ID(3), StorageFixtures.demo)
        }
        #expect(try await database.items.item(id: Item.ID(3))?.isSold == false, "reads do not wait for a writer")

        try await other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
        #expect(
            PurchaseError.store(.busy).description
                == "The database is locked by another program (another Bazaar?) and stayed locked too long. Try again when it is done. You were not charged."
        )
    }

    @Test func aFullDiskIsReportedAsAFullDisk() async throws {
        let database = try StorageFixtures.inMemory(parts: [.marketplace])
        let purchase = PurchaseUseCase.live(ledger: FullDiskLedger(base: database.ledger))

        await #expect(throws: PurchaseError.store(.diskFull)) {
            try await purchase.buy(Item.ID(3), StorageFixtures.demo)
        }

        #expect(try await database.accounts.balance(of: StorageFixtures.demo) == .yen(10_000))
        #expect(
            PurchaseError.store(.diskFull).description
                == "The disk is full, so nothing could be saved. Free some space and try again. You were not charged.")
    }

    @Test func oneItemInAnUnknownCurrencyIsListedByItsCodeAndCannotBeBought() async throws {
        let temporary = try TemporaryDirectory()
        let path = try StorageFixtures.file(in: temporary, parts: [.marketplace])
        try await DatabaseQueue(path: path).write { db in try db.execute(sql: "UPDATE items SET currency = 'XYZ' WHERE id = 7") }
        let database = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher, parts: [.marketplace])

        let page = try await database.items.items(matching: nil, offset: 0, limit: 10)

        #expect(page.totalCount == 48)
        #expect(page.items.map(\.price.description)[5...7] == ["¥12,000", "XYZ 2,900", "¥6,800"])
        await #expect(throws: PurchaseError.store(.unknownCurrency(code: "XYZ"))) {
            try await PurchaseUseCase.live(ledger: database.ledger).buy(Item.ID(7), StorageFixtures.demo)
        }
        #expect(try await database.accounts.balance(of: StorageFixtures.demo) == .yen(10_000))
        #expect(try await ItemsUseCase.live(repository: database.items).page(1, nil).elements.count == 10)
    }
}

/// A ledger whose writes fail as SQLite's do when the disk is full.
private struct FullDiskLedger: Ledger {
    let base: any Ledger

    func write<T: Sendable>(_ work: @Sendable (any LedgerWriter) throws -> T) async throws -> T {
        try await base.write { writer in try work(FullDiskWriter(base: writer)) }
    }
}

/// Reads through to the real writer; every write throws SQLite's "database or disk is full".
private struct FullDiskWriter: LedgerWriter {
    let base: any LedgerWriter

    func item(id: Item.ID) throws -> Item? { try base.item(id: id) }
    func balance(of user: User.ID) throws -> Money { try base.balance(of: user) }
    func setBalance(_ balance: Money, of user: User.ID) throws { throw full }
    func markSold(_ item: Item.ID, to buyer: User.ID) throws { throw full }
    func recordTransaction(_ draft: TransactionDraft) throws -> Transaction { throw full }
    func transaction(buyer: User.ID, key: IdempotencyKey) throws -> Transaction? { try base.transaction(buyer: buyer, key: key) }

    private var full: DatabaseError { DatabaseError(resultCode: .SQLITE_FULL, message: "database or disk is full") }
}
