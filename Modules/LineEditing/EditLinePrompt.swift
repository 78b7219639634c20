/// Marks the terminal escape sequences in a prompt so libedit prints them without counting columns.
///
/// libedit (`EL_PROMPT_ESC`) prints the characters between two delimiter
/// characters but gives them no width. Each run of escape sequences (CSI such as
/// SGR colours, OSC such as window titles, and other two- or three-character ESC
/// sequences) and each stray control character is wrapped in one pair.
enum EditLinePrompt {
    /// The delimiter handed to `EL_PROMPT_ESC` (U+0001, as readline uses).
    static let delimiter: Unicode.Scalar = "\u{01}"

    /// `prompt` with every escape run wrapped in `delimiter`s; a prompt that already contains the
    /// delimiter is taken as wrapped and returned unchanged.
    static func wrap(_ prompt: String) -> String {
        let scalars = Array(prompt.unicodeScalars)
        if scalars.contains(delimiter) { return prompt }
        var output = String.UnicodeScalarView()
        var inRun = false
        var index = 0
        while index < scalars.count {
            let length = invisibleLength(scalars, at: index)
            if length > 0 {
                if !inRun { output.append(delimiter); inRun = true }
                output.append(contentsOf: scalars[index..<index + length])
                index += length
            } else {
                if inRun { output.append(delimiter); inRun = false }
                output.append(scalars[index])
                index += 1
            }
        }
        if inRun { output.append(delimiter) }
        return String(output)
    }

    /// What of a `wrap`ped prompt takes columns: its text outside the delimited runs of escapes.
    static func visible(_ wrapped: String) -> String {
        var inRun = false
        return String(
            String.UnicodeScalarView(
                wrapped.unicodeScalars.filter { scalar in
                    if scalar == delimiter { inRun.toggle() }
                    return !inRun && scalar != delimiter
                }))
    }

    /// `prompt` without delimiters, for printing it directly to the terminal.
    static func strip(_ prompt: String) -> String {
        String(String.UnicodeScalarView(prompt.unicodeScalars.filter { $0 != delimiter }))
    }

    /// How many scalars from `index` take no column: an escape sequence, a control character, or 0.
    private static func invisibleLength(_ scalars: [Unicode.Scalar], at index: Int) -> Int {
        let first = scalars[index].value
        if first == 0x1B { return escapeSequenceLength(scalars, at: index) }
        // Other C0 controls and DEL take no column; newline and tab do move the cursor.
        if (first < 0x20 && first != 0x0A && first != 0x09) || first == 0x7F { return 1 }
        return 0
    }

    /// Length of the escape sequence starting with ESC at `index` (at least 1).
    private static func escapeSequenceLength(_ scalars: [Unicode.Scalar], at index: Int) -> Int {
        var cursor = index + 1
        guard cursor < scalars.count else { return 1 }
        switch scalars[cursor] {
        case "[":  // CSI: parameters and intermediates, then one final byte 0x40...0x7E.
            cursor += 1
            while cursor < scalars.count, !(0x40...0x7E).contains(scalars[cursor].value) { cursor += 1 }
            return min(cursor + 1, scalars.count) - index
        case "]", "P", "_", "^":  // OSC, DCS, APC, PM: up to BEL or ESC \.
            cursor += 1
            while cursor < scalars.count {
                if scalars[cursor].value == 0x07 { return cursor + 1 - index }
                if scalars[cursor].value == 0x1B, cursor + 1 < scalars.count, scalars[cursor + 1] == "\\" {
                    return cursor + 2 - index
                }
                cursor += 1
            }
            return scalars.count - index
        default:  // ESC, intermediates 0x20...0x2F, then one final character.
            while cursor < scalars.count, (0x20...0x2F).contains(scalars[cursor].value) { cursor += 1 }
            return min(cursor + 1, scalars.count) - index
        }
    }
}
