import MarketplaceModels
import MarketplaceUseCases
import Models
import TestSupport
import Testing
import UseCases

@Suite(.timeLimit(.minutes(1))) struct UnimplementedMarketplaceTests {
    @Test func everyMarketplaceUseCaseOfTheUnimplementedEnvironmentFailsTheTestWhenUsed() async {
        for call in Self.marketplaceCalls(.unimplemented) {
            await withKnownIssue("calling an unimplemented use case records an issue and throws") {
                try await call()
            }
        }
    }

    /// A call of each of the marketplace's use cases in `environment`.
    static func marketplaceCalls(_ environment: UseCaseEnvironment) -> [@Sendable () async throws -> Void] {
        let user = Fixtures.demoUser.id
        return [
            { _ = try await environment.marketplace.wallet.balance(user) },
            { _ = try await environment.marketplace.items.page(1, nil) },
            { _ = try await environment.marketplace.items.item(Item.ID(1)) },
            { _ = try await environment.marketplace.purchase.buy(Item.ID(1), user) },
            { _ = try await environment.marketplace.transactions.list(user) },
            { _ = try await environment.marketplace.transactions.transaction(Transaction.ID(1), user) },
        ]
    }
}
