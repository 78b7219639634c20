/// The pure part of Tab completion: the word being completed, common prefixes, what a Tab does, column layout.
enum EditLineCompletion {
    /// What one Tab press does to the line.
    enum Action: Equatable {
        /// No candidates: ring the bell.
        case noMatch
        /// Several candidates and nothing to add on a first Tab: do nothing.
        case ambiguous
        /// Delete `deleting` Unicode scalars before the cursor (the word) and insert `inserting`.
        case replace(deleting: Int, inserting: String)
        /// Show these candidates (sorted) under the line, then redraw it.
        case list([String])
    }

    /// The last whitespace-separated token of `textBeforeCursor` (empty when it ends in whitespace).
    static func currentWord(in textBeforeCursor: String) -> Substring {
        guard let lastSpace = textBeforeCursor.lastIndex(where: \.isWhitespace) else {
            return textBeforeCursor[...]
        }
        return textBeforeCursor[textBeforeCursor.index(after: lastSpace)...]
    }

    /// The longest common prefix of `words`, by characters ("" for no words).
    static func commonPrefix<Words: Collection>(_ words: Words) -> String where Words.Element: StringProtocol {
        guard var prefix = words.first.map({ Substring($0) }) else { return "" }
        for word in words.dropFirst() {
            var end = prefix.startIndex
            var other = word.startIndex
            while end < prefix.endIndex, other < word.endIndex, prefix[end] == word[other] {
                end = prefix.index(after: end)
                other = word.index(after: other)
            }
            prefix = prefix[..<end]
            if prefix.isEmpty { break }
        }
        return String(prefix)
    }

    /// What a Tab does, given the text before the cursor, the completer's candidates (full words),
    /// and whether the previous key was a Tab that left the line as it is now.
    ///
    /// One candidate: it replaces the word, plus a space. Several: their common prefix replaces
    /// the word when that adds something; otherwise a repeated Tab lists them.
    static func action(textBeforeCursor: String, candidates: [String], isRepeatedTab: Bool) -> Action {
        var seen = Set<String>()
        let unique = candidates.filter { seen.insert($0).inserted }
        let word = currentWord(in: textBeforeCursor)
        let wordLength = word.unicodeScalars.count
        switch unique.count {
        case 0:
            return .noMatch
        case 1:
            return .replace(deleting: wordLength, inserting: unique[0] + " ")
        default:
            let prefix = commonPrefix(unique)
            if prefix != word, prefix.count >= word.count {
                return .replace(deleting: wordLength, inserting: prefix)
            }
            return isRepeatedTab ? .list(unique.sorted()) : .ambiguous
        }
    }

    /// `words` laid out in columns down then across (like `ls` and bash), fitting in `width` columns.
    static func columns(_ words: [String], width: Int) -> [String] {
        guard !words.isEmpty else { return [] }
        let gap = 2
        let widths = words.map(TerminalColumns.of)
        let cell = (widths.max() ?? 0) + gap
        let columnCount = max(1, (max(width, 1) + gap) / cell)
        let rowCount = (words.count + columnCount - 1) / columnCount
        var lines: [String] = []
        for row in 0..<rowCount {
            var line = ""
            for column in 0..<columnCount {
                let index = column * rowCount + row
                guard index < words.count else { break }
                line += words[index]
                let isLast = (column + 1) * rowCount + row >= words.count
                if !isLast { line += String(repeating: " ", count: cell - widths[index]) }
            }
            lines.append(line)
        }
        return lines
    }
}
