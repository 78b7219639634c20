import Foundation
import Models
import Storage
import StorageTesting
import Testing
import UseCases

@Suite(.timeLimit(.minutes(1))) struct SeedDataTests {

    @Test func theDemoAccountIsTheFirst() async throws {
        let database = try StorageFixtures.inMemory()

        let account = try #require(try await database.accounts.account(email: StorageFixtures.demoEmail))

        #expect(account.user == User(id: User.ID(1), email: StorageFixtures.demoEmail, displayName: "Demo"))
    }

    @Test func theDemoPasswordIsStoredOnlyAsASaltedHash() async throws {
        let database = try StorageFixtures.inMemory()

        let account = try #require(try await database.accounts.account(email: StorageFixtures.demoEmail))
        let stored = account.passwordHash.encoded

        #expect(stored != "bazaar-demo")
        #expect(!stored.contains("bazaar-demo"))
        #expect(stored.hasPrefix("pbkdf2-sha256$1000$"))
        #expect(StorageFixtures.hasher.verify(Password("bazaar-demo"), against: account.passwordHash))
        #expect(!StorageFixtures.hasher.verify(Password("bazaar-dem0"), against: account.passwordHash))
    }

    @Test func theDemoAccountLogsInThroughTheLoginUseCase() async throws {
        let database = try StorageFixtures.inMemory()
        let login = LoginUseCase.live(accounts: database.accounts, hasher: StorageFixtures.hasher)

        let session = try await login.logIn("demo@bazaar.dev", Password("bazaar-demo"))

        #expect(session.user.id == StorageFixtures.demo)
        await #expect(throws: LoginError.invalidCredentials) {
            try await login.logIn("demo@bazaar.dev", Password("wrong"))
        }
    }
}
