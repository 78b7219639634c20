import Foundation
import GRDB
import Models
import Storage
import StorageTesting
import Testing
import UseCases

@Suite(.timeLimit(.minutes(1))) struct MigrationsTests {
    @Test func aNewFileRecordsBothMigrationsOnce() throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("bazaar.sqlite")
        _ = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
        _ = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)

        let (migrations, accounts) = try DatabaseQueue(path: path).read { db in
            (
                try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid"),
                try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM accounts")
            )
        }

        #expect(migrations == AppDatabase.migrations())
        #expect(accounts == 1)
    }

    @Test func aDatabaseMadeWithoutTheDemoHasNoAccountUntilItIsSeededOnce() async throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("server.sqlite")
        let database = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher, seedsDemo: false)
        #expect(try await database.accounts.account(email: StorageFixtures.demoEmail) == nil)
        // Opened again as the app opens it, it is not seeded behind the server's back: v1-seed is applied.
        let reopened = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
        #expect(try await reopened.accounts.account(email: StorageFixtures.demoEmail) == nil)
        try await database.seedDemo(hasher: StorageFixtures.hasher)
        try await database.seedDemo(hasher: StorageFixtures.hasher)
        #expect(try await database.accounts.account(email: StorageFixtures.demoEmail)?.user.id == StorageFixtures.demo)
        let count = try await DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM accounts") }
        #expect(count == 1, "seeding twice seeds once")
        let memory = try AppDatabase.inMemory(hasher: StorageFixtures.hasher, seedsDemo: false)
        #expect(try await memory.accounts.account(email: StorageFixtures.demoEmail) == nil)
    }

    /// The demo is part of creating a file, not a migration: a file whose owner removed the demo account is
    /// not given it back, whatever later opens it.
    @Test func onlyANewFileIsSeededSoARemovedDemoAccountStaysRemoved() async throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("bazaar.sqlite")
        _ = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
        try await DatabaseQueue(path: path).write { db in try db.execute(sql: "DELETE FROM accounts") }
        let reopened = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher, seedsDemo: true)
        #expect(try await reopened.accounts.account(email: StorageFixtures.demoEmail) == nil)
        let accounts = try await DatabaseQueue(path: path).read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM accounts") }
        #expect(accounts == 0)
    }

    @Test func reopeningDoesNotReseedOrRehashTheDemoPassword() async throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("bazaar.sqlite")
        let before = try await AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
            .accounts.account(email: StorageFixtures.demoEmail)

        let after = try await AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
            .accounts.account(email: StorageFixtures.demoEmail)

        #expect(before != nil)
        #expect(after == before)
    }

    @Test func theSchemaRejectsASecondAccountWithTheSameEmailInAnyCase() throws {
        let temporary = try TemporaryDirectory()
        let path = temporary.path("bazaar.sqlite")
        _ = try AppDatabase.file(at: path, hasher: StorageFixtures.hasher)
        let queue = try DatabaseQueue(path: path)

        #expect {
            try queue.write { db in
                try db.execute(
                    sql: """
                        CREATE TEMP TABLE copy AS SELECT * FROM accounts;
                        UPDATE copy SET id = NULL, email = upper(email);
                        INSERT INTO accounts SELECT * FROM copy;
                        """)
            }
        } throws: { error in
            (error as? DatabaseError)?.extendedResultCode == .SQLITE_CONSTRAINT_UNIQUE
        }
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM accounts") } == 1)
    }
}
