public import Models

/// Where accounts are kept.
public protocol AccountRepository: Sendable {
    /// The account with this email, or `nil` when there is none.
    func account(email: EmailAddress) async throws -> Account?
    // example-begin
    /// The user's current balance; throws `ServiceError.notFound` for an unknown user.
    func balance(of user: User.ID) async throws -> Money
    // example-end
}
