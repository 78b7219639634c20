/// How many columns of a terminal text takes, counted per Unicode scalar as a terminal draws them: none for
/// controls and combining marks, two for East Asian wide characters and emoji drawn as pictures, one for the
/// rest (`ｶﾞ`, a half-width kana and its sound mark, takes two).
public enum TerminalColumns {
    public static func of(_ text: String) -> Int {
        // Most text is ASCII: a column for each byte but the controls.
        var ascii = 0
        for byte in text.utf8 {
            guard byte < 0x80 else { return columns(ofScalarsIn: text) }
            if byte >= 0x20 && byte != 0x7F { ascii += 1 }
        }
        return ascii
    }

    private static func columns(ofScalarsIn text: String) -> Int {
        text.unicodeScalars.reduce(0) { total, scalar in
            let value = scalar.value
            if value < 0x20 || (0x7F..<0xA0).contains(value) { return total }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: return total
            default: break
            }
            return total + (isWide(scalar) ? 2 : 1)
        }
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            true
        default:
            scalar.properties.isEmojiPresentation
        }
    }
}
