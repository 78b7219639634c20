public import Models

/// Where accounts are kept.
public protocol AccountRepository: Sendable {
    /// The account with this email, or `nil` when there is none.
    func account(email: EmailAddress) async throws -> Account?
}
