import Models
import Storage
import StorageTesting
import Testing
import UseCases

@Suite(.timeLimit(.minutes(1))) struct SQLAccountRepositoryTests {
    @Test func findsTheDemoAccountByEmail() async throws {
        let accounts = try StorageFixtures.inMemory().accounts

        let account = try await accounts.account(email: EmailAddress("  Demo@Bazaar.DEV ")!)

        #expect(account?.user.id == StorageFixtures.demo)
        #expect(account?.user.displayName == "Demo")
    }

    @Test func anUnknownEmailHasNoAccount() async throws {
        let accounts = try StorageFixtures.inMemory().accounts

        #expect(try await accounts.account(email: EmailAddress("nobody@bazaar.dev")!) == nil)
    }

}
