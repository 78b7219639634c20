/// Someone with an account: who logs in, and whom what the app keeps belongs to.
public struct User: Hashable, Sendable, Identifiable, Codable {
    /// A user's identity.
    public typealias ID = Identifier<User>

    public let id: ID
    public var email: EmailAddress
    /// The name the app greets the user by.
    public var displayName: String

    public init(id: ID, email: EmailAddress, displayName: String) {
        self.id = id
        self.email = email
        self.displayName = displayName
    }
}
