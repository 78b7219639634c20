public import Models

/// Where balances are kept (beside the accounts, in the stores Bazaar has).
public protocol BalanceRepository: Sendable {
    /// The user's current balance; throws `ServiceError.notFound` for an unknown user.
    func balance(of user: User.ID) async throws -> Money
}
