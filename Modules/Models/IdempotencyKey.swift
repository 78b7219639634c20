/// What a client sends with a purchase it means once, and again with every retry of it: the store makes
/// the purchase at most once per buyer and key, and a retry gets the purchase already made.
public struct IdempotencyKey: Hashable, Sendable, CustomStringConvertible {
    /// The longest key accepted, in characters.
    public static let maximumLength = 100

    public let rawValue: String

    private static let allowed = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8))

    /// A key of 1 to `maximumLength` ASCII letters, digits, `-`, `.`, `_` and `~` (a UUID is one), or nil:
    /// the characters a URL or an HTTP header carries as they are, never escaped.
    public init?(_ rawValue: String) {
        guard (1...Self.maximumLength).contains(rawValue.utf8.count),
            rawValue.utf8.allSatisfy({ Self.allowed.contains($0) })
        else { return nil }
        self.rawValue = rawValue
    }

    public var description: String { rawValue }
}
