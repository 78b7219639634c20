/// Text made safe to print on a terminal, whoever wrote it: an item's name from the database, a line the
/// user typed, an error that quotes either. Nothing in it can move the cursor, change the terminal, or
/// reorder or hide what follows it; what was there is shown instead, so it can be seen and reported.
///
/// The REPL's view passes every text it prints through `escaping(_:)` (`DisplayRenderer`, `TerminalView`,
/// the question at the prompt), before measuring it, so wide characters still line up. `--json` escapes
/// the same characters in its own way (JSON string escapes).
///
/// - C0 controls and DEL are shown in caret notation (`^[`, `^G`, `^M`, `^?`), a tab as a space;
/// - C1 controls, bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069),
///   zero-width and direction marks (U+200B–U+200F, U+2060, U+FEFF, U+061C) and the line and paragraph
///   separators (U+2028, U+2029) are shown as `\u{202E}`; a zero-width joiner between two emoji (👩‍👩‍👧)
///   is kept, as part of the emoji it joins;
/// - everything else, invalid UTF-8 already made U+FFFD, is shown as it is.
enum VisibleText {
    static func escaping(_ text: String) -> String {
        // Most text is printable ASCII, or holds nothing to escape: returned as it is, not copied.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        guard text.unicodeScalars.contains(where: mayBeEscaped) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        for index in scalars.indices {
            let scalar = scalars[index]
            guard isEscaped(at: index, in: scalars) else {
                result.append(scalar)
                continue
            }
            result.append(contentsOf: shown(scalar).unicodeScalars)
        }
        return String(result)
    }

    /// Whether `scalar` is escaped wherever it is (or, for a zero-width joiner, unless it joins two emoji).
    private static func mayBeEscaped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    private static func isEscaped(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        guard mayBeEscaped(scalars[index]) else { return false }
        guard scalars[index] == "\u{200D}" else { return true }
        // A joiner inside an emoji sequence (after a variation selector too: 🏳️‍🌈) is part of the emoji.
        let before = scalars[..<index].last { $0 != "\u{FE0F}" }
        let after = index + 1 < scalars.count ? scalars[index + 1] : nil
        return !(before.map(isEmoji) == true && after.map(isEmoji) == true)
    }

    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x80 && scalar.properties.isEmoji
    }

    private static func shown(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x09: " "
        case 0x00..<0x20: "^" + String(Character(Unicode.Scalar(UInt8(scalar.value) + 0x40)))
        case 0x7F: "^?"
        default: "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
