import MarketplaceUseCases
import Models
import UseCases

/// Balances in memory, or a repository that fails with `failure`.
final class InMemoryBalances: BalanceRepository {
    let balances: [User.ID: Money]
    let failure: (any Error)?

    init(_ balances: [User.ID: Money] = [:], failure: (any Error)? = nil) {
        self.balances = balances
        self.failure = failure
    }

    func balance(of user: User.ID) async throws -> Money {
        if let failure { throw failure }
        guard let balance = balances[user] else { throw ServiceError.notFound }
        return balance
    }
}
