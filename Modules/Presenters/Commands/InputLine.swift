/// Checks a raw line of input before it is parsed: its length, its encoding, its characters.
public enum InputLine {
    /// The longest line accepted, in bytes.
    public static let maximumBytes = 4096

    /// Why a line was refused.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        case tooLong(bytes: Int)
        case invalidUTF8
        case controlCharacters

        public var description: String {
            switch self {
            case let .tooLong(bytes):
                "Line too long (\(bytes) bytes); the limit is \(InputLine.maximumBytes) bytes."
            case .invalidUTF8:
                "Line is not valid UTF-8; it was ignored."
            case .controlCharacters:
                "Line contains control characters; it was ignored."
            }
        }
    }

    /// The line as text, or why it cannot be used. A trailing CR (from CRLF) is dropped; tabs count as spaces.
    public static func validate(_ bytes: some Collection<UInt8>) -> Result<String, Problem> {
        var bytes = Array(bytes)
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        guard bytes.count <= maximumBytes else { return .failure(.tooLong(bytes: bytes.count)) }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(.invalidUTF8) }
        let isControl: (Unicode.Scalar) -> Bool = { scalar in
            scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
        }
        guard !text.unicodeScalars.contains(where: isControl) else { return .failure(.controlCharacters) }
        return .success(text.replacing("\t", with: " "))
    }
}
