import Foundation
import GRDB
import Models
import Storage
import StorageTesting
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
        try await database.execute("UPDATE accounts SET display_name = 'Written' WHERE id = 1")

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

    /// A SQLite file of another program (tables, and no record of the app's migrations) is not taken over: it
    /// is refused with its bytes, and its journal mode, as they were.
    @Test func anotherProgramsDatabaseIsRefusedAndLeftAsItWas() throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("other.sqlite")
        try DatabaseQueue(path: path).write { db in
            try db.execute(sql: "CREATE TABLE album_photos (id INTEGER PRIMARY KEY, caption TEXT)")
            try db.execute(sql: "INSERT INTO album_photos (caption) VALUES ('mine')")
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: path))

        #expect(throws: StorageError.anotherProgramsDatabase) {
            _ = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        #expect(try DatabaseQueue(path: path).read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "delete")
    }

    /// `bazaar` closes its database and ends without freeing it: the close alone must leave the file whole.
    @Test func closingPutsTheLastWritesInTheFileAndLeavesNothingBesideIt() async throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("bazaar.sqlite")
        let database = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
        #expect(FileManager.default.fileExists(atPath: path + "-wal"), "the seed is written to the -wal first")

        try database.close()

        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.url.path) == ["bazaar.sqlite"])
        await #expect(throws: (any Error).self) {
            _ = try await database.accounts.account(email: StorageFixtures.demoEmail)
        }
        let accounts = try await DatabaseQueue(path: path).read { db in
            try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM accounts WHERE email = ?", arguments: [StorageFixtures.demoEmail.rawValue])
        }
        #expect(accounts == 1)
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

}
