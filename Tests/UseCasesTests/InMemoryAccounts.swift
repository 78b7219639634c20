import Models
import UseCases

/// Accounts in memory, or a repository that fails with `failure`.
final class InMemoryAccounts: AccountRepository {
    let accounts: [Account]
    let failure: (any Error)?

    init(accounts: [Account] = [], failure: (any Error)? = nil) {
        self.accounts = accounts
        self.failure = failure
    }

    func account(email: EmailAddress) async throws -> Account? {
        if let failure { throw failure }
        return accounts.first { $0.user.email == email }
    }
}
