/// A syntactically plausible email address, trimmed and lower-cased.
public struct EmailAddress: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The normalised address.
    public let rawValue: String

    /// Accepts `local@domain.tld` with no spaces and one `@`; returns `nil` otherwise.
    public init?(_ text: String) {
        let trimmed = text.trimmingWhitespace().lowercased()
        let parts = trimmed.split(separator: "@", omittingEmptySubsequences: false)
        guard
            parts.count == 2,
            !parts[0].isEmpty,
            trimmed.count <= 254,
            !trimmed.contains(where: { $0.isWhitespace || $0.isNewline }),
            parts[1].split(separator: ".", omittingEmptySubsequences: false).count >= 2,
            !parts[1].split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty)
        else { return nil }
        rawValue = trimmed
    }

    public var description: String { rawValue }
}
