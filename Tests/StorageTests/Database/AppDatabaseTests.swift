import Foundation
import GRDB
import Models
import Storage
import Testing
import UseCases

@Suite(.timeLimit(.minutes(1))) struct AppDatabaseTests {
    @Test func aNewFileIsCreatedOwnerOnlyInOwnerOnlyFolders() async throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("nested/deeper/bazaar.sqlite")

        let database = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)

        #expect(try TemporaryDirectory.permissions(at: path) == 0o600)
        #expect(try TemporaryDirectory.permissions(at: temporary.path("nested")) == 0o700)
        #expect(try TemporaryDirectory.permissions(at: temporary.path("nested/deeper")) == 0o700)
        #expect(try await database.accounts.account(email: StorageFixtures.demoEmail)?.user.id == StorageFixtures.demo)
    }

    @Test func anExistingFileKeepsTheModeItsOwnerGaveIt() async throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("bazaar.sqlite")
        _ = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)

        let database = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
        // example-begin
        _ = try await PurchaseUseCase.live(ledger: database.ledger).buy(Item.ID(3), StorageFixtures.demo)
        // example-end

        #expect(try TemporaryDirectory.permissions(at: path) == 0o640)
        #expect(!database.isReadOnly)
    }

    @Test func somethingThatIsNotADatabaseIsRefusedAndLeftAsItWas() throws {
        let temporary = try TemporaryDirectory()
        let notes = temporary.path("notes.txt")
        #expect(FileManager.default.createFile(atPath: notes, contents: Data("keep me\n".utf8), attributes: [.posixPermissions: 0o644]))
        let folder = temporary.path("folder")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])

        for path in [notes, folder] {
            #expect(throws: StorageError.notADatabase(path: path)) {
                _ = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
            }
        }
        #expect(try TemporaryDirectory.permissions(at: notes) == 0o644)
        #expect(try TemporaryDirectory.permissions(at: folder) == 0o755)
        #expect(try String(contentsOfFile: notes, encoding: .utf8) == "keep me\n")
        #expect(!FileManager.default.fileExists(atPath: notes + "-wal"))
    }

    @Test func aFileDatabaseUsesWAL() throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("bazaar.sqlite")
        let database = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)

        let mode = try DatabaseQueue(path: path).read { db in
            try String.fetchOne(db, sql: "PRAGMA journal_mode")
        }

        #expect(mode == "wal")
        withExtendedLifetime(database) {}
    }

    @Test func aPathThroughAFileCannotBeOpened() throws {
        let temporary = try TemporaryDirectory()
        let blocker = temporary.path("blocker")
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))

        #expect(throws: (any Error).self) {
            _ = try AppDatabase.file(
                at: temporary.path("blocker/bazaar.sqlite"), hasher: StorageFixtures.hasher
            )
        }
    }

    // example-begin
    @Test func reopeningAFileKeepsAPurchaseMadeBefore() async throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("bazaar.sqlite")
        let bought: Transaction
        do {
            let database = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
            let purchase = PurchaseUseCase.live(ledger: database.ledger, now: { StorageFixtures.fixedDate })
            bought = try await purchase.buy(Item.ID(3), StorageFixtures.demo)
        }

        let reopened = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)

        #expect(try await reopened.accounts.balance(of: StorageFixtures.demo) == .yen(10_000 - 3_800))
        #expect(try await reopened.items.item(id: Item.ID(3))?.isSold == true)
        #expect(try await reopened.transactions.transactions(buyer: StorageFixtures.demo) == [bought])
        #expect(try await reopened.items.items(matching: nil, offset: 0, limit: 1_000).totalCount == 48)
    }

    @Test func twoInMemoryDatabasesAreIndependent() async throws {
        let first = try StorageFixtures.inMemory()
        let second = try StorageFixtures.inMemory()

        _ = try await PurchaseUseCase.live(ledger: first.ledger).buy(Item.ID(3), StorageFixtures.demo)

        #expect(try await first.accounts.balance(of: StorageFixtures.demo) == .yen(6_200))
        #expect(try await second.accounts.balance(of: StorageFixtures.demo) == .yen(10_000))
        #expect(try await second.items.item(id: Item.ID(3))?.isSold == false)
    }

    @Test func concurrentPurchasesOfOneItemSellItOnce() async throws {
        let temporary = try TemporaryDirectory()
        let database = try AppDatabase.file(at: temporary.path("bazaar.sqlite"), hasher: StorageFixtures.hasher)
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
    // example-end
}
