import LineEditing

/// Text fitted to a terminal's columns, as `TerminalColumns` counts them.
enum TextWidth {
    static func columns(_ text: String) -> Int { TerminalColumns.of(text) }

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
}
