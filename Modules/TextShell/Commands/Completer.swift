/// Tab-completion candidates for a line being typed, given the commands on screen.
public enum Completer {
    /// Full words that could replace the word under the cursor (the last word of `textBeforeCursor`,
    /// empty when it ends in a space). Command names first; after a command, what `candidates` offers for
    /// that argument (never for a secret). Sorted, without duplicates.
    public static func candidates<Command>(
        for textBeforeCursor: String,
        specs: [CommandSpec<Command>],
        arguments candidates: (ArgumentSpec) -> [String]
    ) -> [String] {
        var words = CommandParser.words(textBeforeCursor)
        let current = (textBeforeCursor.last.map(\.isWhitespace) ?? true) ? "" : (words.popLast() ?? "")
        let pool: [String]
        if words.isEmpty {
            pool = specs.map(\.name)
        } else if let spec = specs.first(where: { $0.isNamed(words[0]) }) {
            let index = words.count - 1
            guard index < spec.arguments.count, !spec.arguments[index].isSecret else { return [] }
            pool = candidates(spec.arguments[index])
        } else {
            return []
        }
        return Array(Set(pool.filter { $0.hasPrefix(current) })).sorted()
    }
}
