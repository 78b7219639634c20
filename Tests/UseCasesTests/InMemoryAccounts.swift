import Models
import UseCases

/// Accounts in memory, or a repository that fails with `failure`.
final class InMemoryAccounts: AccountRepository {
    let accounts: [Account]
    // example-begin
    let balances: [User.ID: Money]
    // example-end
    let failure: (any Error)?

    // example-begin
    init(accounts: [Account] = [], balances: [User.ID: Money] = [:], failure: (any Error)? = nil) {
        self.accounts = accounts
        self.balances = balances
        self.failure = failure
    }
    // example-else
    // init(accounts: [Account] = [], failure: (any Error)? = nil) {
    //     self.accounts = accounts
    //     self.failure = failure
    // }
    // example-end

    func account(email: EmailAddress) async throws -> Account? {
        if let failure { throw failure }
        return accounts.first { $0.user.email == email }
    }

    // example-begin
    func balance(of user: User.ID) async throws -> Money {
        if let failure { throw failure }
        guard let balance = balances[user] else { throw ServiceError.notFound }
        return balance
    }
    // example-end
}
// example-begin

extension InMemoryAccounts: BalanceRepository {}
// example-end
