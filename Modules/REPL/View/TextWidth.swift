/// How many terminal columns text takes: East Asian wide characters take two.
enum TextWidth {
    static func columns(_ text: String) -> Int {
        // Most text is ASCII: one column a byte, except that "\r\n" is one character.
        var ascii = 0
        var pairs = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return columns(ofCharactersIn: text) }
            if byte == UInt8(ascii: "\n") && previous == UInt8(ascii: "\r") { pairs += 1 }
            previous = byte
            ascii += 1
        }
        return ascii - pairs
    }

    private static func columns(ofCharactersIn text: String) -> Int {
        text.reduce(0) { total, character in
            total + (character.unicodeScalars.first.map(isWide) == true ? 2 : 1)
        }
    }

    /// `text` cut to take at most `limit` columns, ending in `…` when it was cut.
    static func truncate(_ text: String, toColumns limit: Int) -> String {
        guard columns(text) > limit else { return text }
        var result = ""
        var used = 0
        for character in text {
            let width = columns(String(character))
            guard used + width <= limit - 1 else { break }
            result.append(character)
            used += width
        }
        return result + "…"
    }

    static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - columns(text)))
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}
