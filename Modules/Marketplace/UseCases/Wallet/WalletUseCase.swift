public import Models
import UseCases

/// Tells a user what they can spend.
public struct WalletUseCase: Sendable {
    /// The user's balance as it stands now; throws `ServiceError`.
    public var balance: @Sendable (_ user: User.ID) async throws -> Money

    public init(balance: @escaping @Sendable (_ user: User.ID) async throws -> Money) {
        self.balance = balance
    }
}

extension WalletUseCase {
    /// Reads balances from the accounts' `BalanceRepository`.
    public static func live(accounts: any BalanceRepository) -> Self {
        Self { user in try await mapErrors { try await accounts.balance(of: user) } }
    }
}
