/// A password in memory: it never prints, logs or dumps its characters.
public struct Password: Sendable, Equatable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The secret itself; read it only to hash or verify it.
    public let revealed: String

    public init(_ revealed: String) {
        self.revealed = revealed
    }

    /// Whether the password is empty.
    public var isEmpty: Bool { revealed.isEmpty }

    public var description: String { "Password(redacted)" }
    public var debugDescription: String { description }
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}
