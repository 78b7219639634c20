/// A salted, slow password hash in a self-describing text form (algorithm, cost, salt, digest).
///
/// Only a `PasswordHasher` reads its parts; everything else treats it as opaque.
public struct PasswordHash: Hashable, Sendable, CustomStringConvertible {
    /// The encoded form, as stored.
    public let encoded: String

    public init(encoded: String) {
        self.encoded = encoded
    }

    public var description: String { encoded }
}
