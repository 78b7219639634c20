/// The characters a line-based front end never writes as they are, whoever wrote them (an item's name from
/// a server, a line the user typed): they can move a terminal's cursor, change the terminal, or reorder or
/// hide what follows them. The terminal shows each one visibly (`visible`, `VisibleText` in the REPL), as a web page does; `--json` writes
/// each as a `\uXXXX` escape, which a JSON reader decodes to the same text, so that a JSON Lines stream
/// read in a terminal cannot be spoofed either. One list, for both.
///
/// - C0 controls, DEL and C1 controls;
/// - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), zero-width and
///   direction marks (U+200B–U+200F, U+2060, U+FEFF, U+061C), and the line and paragraph separators
///   (U+2028, U+2029);
/// - but a zero-width joiner between two emoji (👩‍👩‍👧) is kept, as part of the emoji it joins.
public enum HiddenScalars {
    /// Whether `scalar` may be hidden wherever it is (a zero-width joiner, unless it joins two emoji).
    public static func mayBeHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// Whether the scalar at `index` of `scalars` is one never written as it is.
    public static func isHidden(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        guard mayBeHidden(scalars[index]) else { return false }
        guard scalars[index] == "\u{200D}" else { return true }
        // A joiner inside an emoji sequence (after a variation selector too: 🏳️‍🌈) is part of the emoji.
        let before = scalars[..<index].last { $0 != "\u{FE0F}" }
        let after = index + 1 < scalars.count ? scalars[index + 1] : nil
        return !(before.map(isEmoji) == true && after.map(isEmoji) == true)
    }

    /// How a front end shows a hidden scalar so that it can be seen and reported: a control in caret notation
    /// (`^[`, `^?`), a tab as a space, any other as `\u{202E}`.
    public static func visible(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x09: " "
        case 0x00..<0x20: "^" + String(Character(Unicode.Scalar(UInt8(scalar.value) + 0x40)))
        case 0x7F: "^?"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 && scalar.properties.isEmoji
    }
}
