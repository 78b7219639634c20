import Foundation
import GRDB
import Models
import StorageTesting
import Testing
import UseCases

@testable import Storage

/// Opening never changes a file it then refuses or does not need to change; a read-only file stays
/// read-only; the conditions of the database reach the person as what they are.
@Suite(.timeLimit(.minutes(1))) struct DatabaseSafetyTests {
    /// Runs `sql` on the file through a connection of the test's own, closed before returning.
    func change(_ path: String, _ sql: String) throws {
        try DatabaseQueue(path: path).writeWithoutTransaction { db in try db.execute(sql: sql) }
    }

    /// A connection standing for another process, which may hold a transaction open between two calls.
    func otherProcess(_ path: String) throws -> DatabaseQueue {
        var configuration = Configuration()
        configuration.allowsUnsafeTransactions = true
        return try DatabaseQueue(path: path, configuration: configuration)
    }

    /// Several processes starting on a new file together: one may be putting it in WAL mode while another
    /// tries the same. SQLite answers the second `SQLITE_BUSY` at once, whatever the busy timeout (1 start
    /// in about 150 failed with "locked … too long" after 50 ms); it is tried again until the first is done.
    @Test func puttingANewFileInWALModeWaitsForAnotherConnectionSettingItUp() throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("new.sqlite")
        var configuration = Configuration()
        configuration.busyMode = .timeout(60)
        let other = try otherProcess(path)
        let app = try DatabaseQueue(path: path, configuration: configuration)
        try other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }  // its write lock

        var pauses = 0
        try app.writeWithoutTransaction { db in
            try AppDatabase.useWAL(db, waitingUpTo: .seconds(60)) {
                pauses += 1
                // The other connection finishes setting up while this one pauses.
                try? other.writeWithoutTransaction { db in try db.execute(sql: "COMMIT") }
            }
        }
        #expect(pauses == 1, "SQLite refused the first try at once, and the second succeeded")
        #expect(try app.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "wal")
    }

    @Test func aFileKeptLockedLongerThanTheTimeoutIsStillBusy() throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("new.sqlite")
        let other = try otherProcess(path)
        let app = try DatabaseQueue(path: path)
        try other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
        defer { try? other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") } }

        #expect {
            try app.writeWithoutTransaction { db in try AppDatabase.useWAL(db, waitingUpTo: .zero) { Issue.record("no time to wait") } }
        } throws: { ($0 as? DatabaseError)?.resultCode == .SQLITE_BUSY }
    }

    // MARK: - Opening writes only what needs writing

    @Test func openingAMigratedFileWritesNothing() async throws {
        let temporary = try TemporaryDirectory()
        let path = try StorageFixtures.file(in: temporary)
        let before = try StorageFixtures.bytes(path)

        do {
            let database = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
            #expect(try await database.accounts.account(email: StorageFixtures.demoEmail) != nil)
        }

        #expect(try StorageFixtures.bytes(path) == before)
        #expect(try StorageFixtures.listing(temporary) == ["bazaar.sqlite"])
    }

    @Test(arguments: ["PRAGMA user_version = 7", "INSERT INTO grdb_migrations (identifier) VALUES ('v2-wallets')"])
    func aFileFromANewerVersionIsRefusedUnchanged(change sql: String) throws {
        let temporary = try TemporaryDirectory()
        let path = try StorageFixtures.file(in: temporary)
        try change(path, sql)
        let before = try StorageFixtures.bytes(path)

        #expect(throws: StoreError.newerSchema) {
            _ = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
        }

        #expect(try StorageFixtures.bytes(path) == before)
        #expect(try StorageFixtures.listing(temporary) == ["bazaar.sqlite"])
    }

    @Test func aFileWithACorruptPageIsRefusedUnchanged() throws {
        let temporary = try TemporaryDirectory()
        let path = try StorageFixtures.file(in: temporary)
        let (pageSize, root) = try DatabaseQueue(path: path).read { db in
            (
                try Int.fetchOne(db, sql: "PRAGMA page_size") ?? 0,
                try Int.fetchOne(db, sql: "SELECT rootpage FROM sqlite_master WHERE name = 'accounts'") ?? 0
            )
        }
        let file = try FileHandle(forUpdating: URL(fileURLWithPath: path))
        try file.seek(toOffset: UInt64((root - 1) * pageSize))
        try file.write(contentsOf: Data(repeating: 0xA5, count: 16))
        try file.close()
        let before = try StorageFixtures.bytes(path)

        #expect(throws: StoreError.corrupt) {
            _ = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
        }

        #expect(try StorageFixtures.bytes(path) == before)
        #expect(try StorageFixtures.listing(temporary) == ["bazaar.sqlite"])
    }

    @Test func anEmptyPathIsRefused() {
        #expect(throws: StorageError.emptyPath) {
            _ = try AppDatabase.file(at: "", hasher: StorageFixtures.hasher)
        }
    }

    /// `--database new/` made a database file named `new`, which then stood where the folder was meant to be.
    @Test func aPathThatNamesAFolderIsRefusedAndNothingIsMade() throws {
        let temporary = try TemporaryDirectory()
        #expect(throws: StorageError.folderPath) {
            _ = try AppDatabase.file(at: temporary.path("new") + "/", hasher: StorageFixtures.hasher)
        }
        #expect(try StorageFixtures.listing(temporary) == [])
    }

    @Test func severalConnectionsOpeningOneNewFileAtOnceAllOpenAndItIsMigratedOnce() async throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("new/bazaar.sqlite")

        let opened = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<4 {
                group.addTask { (try? AppDatabase.file(at: path, hasher: StorageFixtures.hasher)) != nil }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }

        #expect(opened == [true, true, true, true])
        let (migrations, accounts) = try await DatabaseQueue(path: path).read { db in
            (
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid"),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM accounts")
            )
        }
        #expect(migrations == AppDatabase.migrations())
        #expect(accounts == 1)
    }

    // MARK: - Read-only files

    @Test func aFileMadeReadOnlyIsReadButNotWrittenAndKeepsItsMode() async throws {
        try await StorageFixtures.expectAReadOnlyFile { database in
            await #expect(throws: StoreError.readOnly) { try await database.seedDemo(hasher: StorageFixtures.hasher) }
        }
    }

    @Test func aReadOnlyFileThatIsNotSetUpIsRefusedUnchanged() throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("bazaar.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o400]))

        #expect(throws: StoreError.readOnly) {
            _ = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
        }

        #expect(try StorageFixtures.bytes(path).isEmpty)
        #expect(try TemporaryDirectory.permissions(at: path) == 0o400)
    }

    // MARK: - Reads

    /// A read's statements see one state of the file, even when another process writes between them.
    @Test func aReadSeesOneStateOfTheFileThroughout() throws {
        let temporary = try TemporaryDirectory()
        let path = try StorageFixtures.file(in: temporary)
        let database = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
        let other = try DatabaseQueue(path: path)
        let tables = "SELECT COUNT(*) FROM sqlite_master WHERE type = 'table'"

        let (before, after) = try database.read { db in
            let before = try Int.fetchOne(db, sql: tables)
            try other.write { db in try db.execute(sql: "CREATE TABLE zz_snapshot_probe (text TEXT)") }
            return (before, try Int.fetchOne(db, sql: tables))
        }

        #expect(before != nil && after == before, "what is read second is from the same snapshot as the first")
        #expect(try database.read { db in try Int.fetchOne(db, sql: tables) } == before.map { $0 + 1 }, "the next read sees it")
    }

    /// A read whose work fails ends its transaction: the connection is free for the next read and write.
    @Test func aFailedReadLeavesNoTransactionOpen() async throws {
        struct Boom: Error {}
        let database = try StorageFixtures.inMemory()

        #expect(throws: Boom.self) {
            try database.read { db in
                _ = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM accounts")
                throw Boom()
            }
        }

        #expect(try database.writer.unsafeReentrantRead { db in db.isInsideTransaction } == false)
        #expect(try await database.accounts.account(email: StorageFixtures.demoEmail)?.user.id == StorageFixtures.demo)
    }

    // MARK: - Durability and start-up

    @Test func aFileSyncsEveryCommitToDisk() async throws {
        let temporary = try TemporaryDirectory()
        let database = try AppDatabase.file(at: temporary.path("bazaar.sqlite"), hasher: StorageFixtures.hasher)

        let synchronous = try await database.writer.read { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }

        #expect(synchronous == 2, "FULL: a commit is on disk before the purchase is reported")
    }

    /// With the app's hasher the demo password is not hashed at start; the stored hash is one made ahead
    /// of time with the same parameters, and the real hasher verifies it.
    @Test func theAppsDemoHashIsPrecomputedWithTheRealParameters() async throws {
        let hasher = PBKDF2PasswordHasher()
        let database = try AppDatabase.inMemory(hasher: hasher)

        let account = try #require(try await database.accounts.account(email: StorageFixtures.demoEmail))

        #expect(account.passwordHash.encoded.hasPrefix("pbkdf2-sha256$210000$"))
        #expect(hasher.verify(Password("bazaar-demo"), against: account.passwordHash))
        #expect(!hasher.verify(Password("bazaar-dem0"), against: account.passwordHash))
    }

    /// A demo password changed without making its hash again (a rename, an edit) is hashed afresh, so the
    /// demo login keeps working; the precomputed hash is used only for the password it was made for.
    @Test func aPrecomputedHashIsUsedOnlyForThePasswordItWasMadeFor() throws {
        let hasher = PBKDF2PasswordHasher()
        #expect(try SeedData.demoPasswordHash(for: hasher) == SeedData.precomputedDemoPasswordHash)
        let other = try SeedData.demoPasswordHash(for: hasher, password: "another-demo")
        #expect(other != SeedData.precomputedDemoPasswordHash)
        #expect(hasher.verify(Password("another-demo"), against: other))
    }
}
