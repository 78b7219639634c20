import Models
import TestSupport
import Testing
import UseCases

extension UnimplementedTests {
    @Test func everyMarketplaceUseCaseOfTheUnimplementedEnvironmentFailsTheTestWhenUsed() async {
        await Self.expectEachFailsTheTest(Self.marketplaceCalls(.unimplemented))
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
