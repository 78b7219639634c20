public import Models

/// Checks an email and password and opens a session.
public protocol LoginUseCase: Sendable {
    /// The session for these credentials; throws `LoginError`, or `CancellationError` when cancelled.
    func logIn(email: String, password: Password) async throws -> Session
}

/// Logs in against an `AccountRepository`, verifying the password with a `PasswordHasher`.
public struct DefaultLoginUseCase: LoginUseCase {
    private let accounts: any AccountRepository
    private let hasher: any PasswordHasher

    public init(accounts: any AccountRepository, hasher: any PasswordHasher) {
        self.accounts = accounts
        self.hasher = hasher
    }

    public func logIn(email: String, password: Password) async throws -> Session {
        guard let address = EmailAddress(email) else { throw LoginError.invalidEmail }
        guard !password.isEmpty else { throw LoginError.emptyPassword }
        let account: Account?
        do {
            account = try await accounts.account(email: address)
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            throw LoginError.serviceUnavailable
        }
        // Verify even when there is no account, so timing does not tell which emails exist.
        let verified = hasher.verify(password, against: account?.passwordHash ?? hasher.decoy)
        guard let account, verified else { throw LoginError.invalidCredentials }
        return Session(user: account.user)
    }
}
