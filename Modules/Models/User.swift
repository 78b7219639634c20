/// A marketplace member who can log in, hold a balance and buy items.
public struct User: Hashable, Sendable, Identifiable, Codable {
    /// A user's identity.
    public struct ID: Hashable, Sendable, Codable, CustomStringConvertible {
        public let rawValue: Int64
        public init(_ rawValue: Int64) { self.rawValue = rawValue }
        public var description: String { String(rawValue) }
    }

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
