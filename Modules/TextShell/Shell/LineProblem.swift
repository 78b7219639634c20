public import Models

/// Why a line of input is refused before it is parsed: its length, its encoding, its characters. Every
/// text front end checks its lines the same way (the terminal also reports what only it can see: bytes
/// that are not UTF-8, a line cut short while it was read).
public enum LineProblem: Error, Equatable, Words, CustomStringConvertible {
    case tooLong(bytes: Int)
    case invalidUTF8
    case controlCharacters

    /// The longest line accepted, in bytes.
    public static let maximumBytes = 4096

    /// Its English, for logs.
    public var description: String { english }

    /// A stable code for a program: `LineProblem.tooLong`.
    public var code: String {
        switch self {
        case .tooLong: "LineProblem.tooLong"
        case .invalidUTF8: "LineProblem.invalidUTF8"
        case .controlCharacters: "LineProblem.controlCharacters"
        }
    }

    /// `text` as a command line (a trailing CR from CRLF dropped, tabs as spaces, trimmed), or why it
    /// cannot be one.
    public static func check(_ text: String) -> Result<String, LineProblem> {
        checkSecret(text).map { text in
            let spaced = text.utf8.contains(UInt8(ascii: "\t")) ? String(text.map { $0 == "\t" ? " " : $0 }) : text
            return spaced.trimmingWhitespace()
        }
    }

    /// `text` as a secret (a password): refused as a line is, too long or holding control characters, and
    /// otherwise as it was typed (its spaces and tabs are its own), a trailing CR from CRLF dropped.
    public static func checkSecret(_ text: String) -> Result<String, LineProblem> {
        var text = text
        if text.hasSuffix("\r") { text.removeLast() }
        guard text.utf8.count <= maximumBytes else { return .failure(.tooLong(bytes: text.utf8.count)) }
        let isControl: (Unicode.Scalar) -> Bool = { scalar in
            scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
        }
        guard !text.unicodeScalars.contains(where: isControl) else { return .failure(.controlCharacters) }
        return .success(text)
    }
}
