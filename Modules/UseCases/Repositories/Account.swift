public import Models

/// A user as the account store knows them: identity plus the salted password hash.
public struct Account: Sendable, Equatable {
    public var user: User
    public var passwordHash: PasswordHash

    public init(user: User, passwordHash: PasswordHash) {
        self.user = user
        self.passwordHash = passwordHash
    }
}
