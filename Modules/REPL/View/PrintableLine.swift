/// A refused line of input made safe to echo in a transcript (`--echo`): nothing in it can move the
/// cursor or change the terminal, and it fits on a line.
///
/// C0 controls and DEL are shown in caret notation (`^[`, `^G`, `^?`), C1 controls as `\u{85}`, a tab as
/// a space; invalid UTF-8 has already become U+FFFD. A line longer than `maximumCharacters` is cut
/// and ends in `…`.
enum PrintableLine {
    /// The most characters of a rendering before it is cut.
    static let maximumCharacters = 60

    static func render(_ line: String) -> String {
        var result = ""
        var count = 0
        for scalar in line.unicodeScalars {
            let piece = visible(scalar)
            count += piece.unicodeScalars.count
            guard count <= maximumCharacters else { return result + "…" }
            result.unicodeScalars.append(contentsOf: piece.unicodeScalars)
        }
        return result
    }

    private static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x09: " "
        case 0x00..<0x20: "^" + String(Character(Unicode.Scalar(UInt8(scalar.value) + 0x40)))
        case 0x7F: "^?"
        case 0x80...0x9F: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: String(scalar)
        }
    }
}
