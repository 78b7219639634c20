/// A syntactically plausible email address, trimmed and lower-cased.
public struct EmailAddress: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The normalised address.
    public let rawValue: String

    /// The longest address taken, in bytes of UTF-8 (RFC 5321's limit on a path, in octets): bytes, not
    /// characters, because one character may hold any number of combining marks. Longer is refused, so an
    /// address is never a large thing to keep (a login throttle keys on it).
    public static let maximumLength = 254

    /// Accepts `local@domain.tld` with no spaces, no control characters (a NUL among them: SQLite's
    /// comparisons stop at one, PostgreSQL refuses one) and one `@`; returns `nil` otherwise.
    public init?(_ text: String) {
        guard !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        let trimmed = text.trimmingWhitespace().lowercased()
        let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
        guard
            parts.count == 2,
            !parts[0].isEmpty,
            trimmed.utf8.count <= Self.maximumLength,
            !trimmed.contains(where: { $0.isWhitespace || $0.isNewline }),
            parts[1].split(separator: ".", omittingEmptySubsequences: false).count >= 2,
            !parts[1].split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        else { return nil }
        rawValue = trimmed
    }

    public var description: String { rawValue }
}
