import Models
import Storage
import StorageTesting
import Testing
import UseCases

@testable import MarketplaceStorage

/// The worked example's part of `SQLAccountRepositoryTests` (make new-app leaves this file out).
extension SQLAccountRepositoryTests {
    @Test func theBalanceOfAnUnknownUserIsNotFound() async throws {
        let accounts = try StorageFixtures.inMemory(parts: [.marketplace]).accounts

        await #expect(throws: ServiceError.notFound) {
            try await accounts.balance(of: User.ID(42))
        }
    }
}
