/// Turns a line into a `ParsedCommand`, checking it against the commands a screen offers.
public enum CommandParser {
    /// The words of `line`, split on whitespace.
    public static func words(_ line: String) -> [String] {
        line.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Parses `line` against `commands`. A bare number means `select N` where `select` is offered.
    /// Returns `nil` for a blank line.
    public static func parse(_ line: String, commands: [CommandSpec]) -> Result<ParsedCommand, CommandError>? {
        var words = words(line)
        guard let first = words.first else { return nil }
        if isNumeral(first), words.count == 1, commands.contains(where: { $0.name == "select" }) {
            words.insert("select", at: 0)
        }
        let head = words.removeFirst()
        guard let spec = commands.first(where: { $0.isNamed(head) }) else {
            return .failure(.unknown(head, suggestion: Suggestions.closest(to: head, among: commands.map(\.name))))
        }
        return arguments(words, rest: restOfLine(line, after: head), for: spec).map { ParsedCommand(spec.name, $0) }
    }

    private static func arguments(_ words: [String], rest: String, for spec: CommandSpec) -> Result<[String], CommandError> {
        var values: [String] = []
        for (index, argument) in spec.arguments.enumerated() {
            if argument.kind == .text {
                if rest.isEmpty {
                    if argument.isOptional { break }
                    return .failure(.usage(spec, problem: "missing \(argument.name)"))
                }
                values.append(rest)
                return .success(values)
            }
            guard index < words.count else {
                if argument.isOptional { break }
                return .failure(.usage(spec, problem: "missing \(argument.name)"))
            }
            let word = words[index]
            if argument.kind == .integer, Int(word) == nil {
                return .failure(.usage(spec, problem: "'\(word)' is \(isNumeral(word) ? "out of range" : "not a number")"))
            }
            values.append(word)
        }
        if words.count > values.count {
            guard !spec.arguments.contains(where: \.isSecret) else {  // never repeat what may be part of a secret
                return .failure(.usage(spec, problem: "too many words (type '\(spec.name)' alone to be asked for it)"))
            }
            return .failure(.usage(spec, problem: "unexpected '\(words[values.count])'"))
        }
        return .success(values)
    }

    /// Whether `word` is written as a whole number (an optional sign, then ASCII digits), however large.
    private static func isNumeral(_ word: String) -> Bool {
        let digits = word.first == "-" || word.first == "+" ? word.dropFirst() : Substring(word)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Everything after the command word, trimmed.
    private static func restOfLine(_ line: String, after head: String) -> String {
        let trimmed = line.drop(while: \.isWhitespace)
        return String(trimmed.dropFirst(head.count).drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
