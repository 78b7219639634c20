import MarketplaceUseCases
import Models
import TestSupport
import Testing
import UseCases

@Suite(.timeLimit(.minutes(1))) struct WalletUseCaseTests {
    @Test func readsTheBalanceAndMapsFailures() async throws {
        let wallet = WalletUseCase.live(accounts: InMemoryBalances([Fixtures.demoUser.id: .yen(10_000)]))
        #expect(try await wallet.balance(Fixtures.demoUser.id) == .yen(10_000))
        await #expect(throws: ServiceError.notFound) { try await wallet.balance(User.ID(99)) }

        struct Boom: Error {}
        let broken = WalletUseCase.live(accounts: InMemoryBalances(failure: Boom()))
        await #expect(throws: ServiceError.unavailable) { try await broken.balance(Fixtures.demoUser.id) }
    }

    @Test func aCancelledReadIsCancelledNotUnavailable() async {
        let wallet = WalletUseCase.live(accounts: InMemoryBalances(failure: CancellationError()))
        await #expect(throws: CancellationError.self) { try await wallet.balance(Fixtures.demoUser.id) }
    }
}
