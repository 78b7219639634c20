import TextShell

/// Text made safe to put in HTML: every character that could end an element, an attribute or a reference
/// is written as a reference, so a value from the database or a user (`<script>alert(1)</script>`) shows as
/// the text it is, in an element's content or in a quoted attribute; a control character HTML forbids, as �;
/// a character that reorders or hides what follows it (`HiddenScalars`: U+202E turned "¥9,000" into "?000,9¥"
/// in a purchase's question) as the terminal shows it, `\u{202E}`.
public enum HTML {
    public static func escaping(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        // Only a text that holds one of them is read as an array, which a zero-width joiner's neighbours need.
        let scalars = text.unicodeScalars.contains { $0.value > 0x9F && HiddenScalars.mayBeHidden($0) } ? Array(text.unicodeScalars) : []
        for (index, character) in text.unicodeScalars.enumerated() {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            // A control HTML forbids (NUL, ESC, DEL…; not tab, line feed or carriage return) is shown as �.
            case "\u{0}"..."\u{8}", "\u{B}", "\u{C}", "\u{E}"..."\u{1F}", "\u{7F}"..."\u{9F}": out += "\u{FFFD}"
            case _ where character.value > 0x9F && !scalars.isEmpty && HiddenScalars.isHidden(at: index, in: scalars):
                out += HiddenScalars.visible(character)
            default: out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// A path in an `href` or `action`: escaped, and only ever one of ours (it starts with a single `/`).
    static func link(_ path: String) -> String {
        escaping("/" + path.drop { $0 == "/" })
    }

    /// A path in a `Location` header: only ever one of ours (a single `/`; a `\`, which a browser reads as `/`,
    /// encoded), and percent-encoded where a URL's path may not hold the character as it is.
    static func location(_ path: String) -> String {
        let hexDigits = Array("0123456789ABCDEF".unicodeScalars)
        var out = "/"
        for byte in path.drop(while: { $0 == "/" }).utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case _ where "-._~!$&'()*+,;=:@/".utf8.contains(byte): out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(hexDigits[Int(byte >> 4)]) + String(hexDigits[Int(byte & 15)])
            }
        }
        return out
    }
}
