public import Models

/// Tells a user what they can spend.
public protocol WalletUseCase: Sendable {
    /// The user's balance as it stands now; throws `ServiceError`.
    func balance(for user: User.ID) async throws -> Money
}

/// Reads balances from an `AccountRepository`.
public struct DefaultWalletUseCase: WalletUseCase {
    private let accounts: any AccountRepository

    public init(accounts: any AccountRepository) {
        self.accounts = accounts
    }

    public func balance(for user: User.ID) async throws -> Money {
        try await mapErrors { try await accounts.balance(of: user) }
    }
}
