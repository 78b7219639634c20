public import Models

/// Checks an email and password and opens a session.
///
/// A use case is a struct of closures (as isowords' clients are): the live value is built with `live(…)` in the
/// composition root, and a test builds its own from plain closures, with no protocol or double to write.
public struct LoginUseCase: Sendable {
    /// The session for these credentials; throws `LoginError`, or `CancellationError` when cancelled.
    public var logIn: @Sendable (_ email: String, _ password: Password) async throws -> Session

    /// Ends the session opened last, wherever it is kept: nothing to do for a store on this device; a server
    /// revokes its token. It always ends here; throws `SessionError.notEndedOnServer` when a server could not be
    /// told (the token, forgotten here, stays good there until it expires), for the person to be told.
    public var logOut: @Sendable () async throws -> Void

    public init(
        logIn: @escaping @Sendable (_ email: String, _ password: Password) async throws -> Session,
        logOut: @escaping @Sendable () async throws -> Void = {}
    ) {
        self.logIn = logIn
        self.logOut = logOut
    }
}

extension LoginUseCase {
    /// Logs in against an `AccountRepository`, verifying the password with a `PasswordHasher`, each check once
    /// `checks` gives it a turn (a server bounds them; it throws `ServiceError.busy` past its queue). Only the
    /// check waits for a turn: a login whose account is slow to come holds no place from the others.
    public static func live(
        accounts: any AccountRepository, hasher: any PasswordHasher, checks: PasswordCheckLimit = .unbounded
    ) -> Self {
        Self { email, password in
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
            let verified = try await checks.run { await verify(password, against: account?.passwordHash ?? hasher.decoy, with: hasher) }
            guard let account, verified else { throw LoginError.invalidCredentials }
            return Session(user: account.user)
        }
    }

    /// Checks the password off the caller's actor: a real hash takes a tenth of a second of CPU, which would
    /// otherwise hold up the screen (and Ctrl-C) on the main actor that called `logIn`.
    @concurrent
    private static func verify(_ password: Password, against hash: PasswordHash, with hasher: any PasswordHasher) async -> Bool {
        hasher.verify(password, against: hash)
    }
}
