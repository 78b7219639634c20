import Models

/// A line that matched one of the specs: the command it builds, the spec, and what was read for each argument.
public struct ParsedCommand<Command: Sendable>: Sendable {
    public let command: Command
    public let spec: CommandSpec<Command>
    public let arguments: [ArgumentValue?]

    /// Whether a secret was typed on the line (so it must not be recorded, and is masked when echoed).
    public var carriesSecret: Bool {
        zip(spec.arguments, arguments).contains { argument, value in argument.isSecret && value != nil }
    }
}

/// Turns a line into a command, checking it against the commands a screen offers. The only place that
/// compares command names.
public enum CommandParser {
    /// The words of `line`, split on whitespace.
    public static func words(_ line: String) -> [String] {
        line.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Parses `line` against `specs`. A number typed alone means the command that `takesBareNumber`, if any.
    /// Returns `nil` for a blank line.
    public static func parse<Command>(_ line: String, specs: [CommandSpec<Command>]) -> Result<ParsedCommand<Command>, CommandError>? {
        var words = words(line)
        guard let first = words.first else { return nil }
        if isNumeral(first), words.count == 1, let bare = specs.first(where: \.takesBareNumber) {
            words.insert(bare.name, at: 0)
        }
        let head = words.removeFirst()
        guard let spec = specs.first(where: { $0.isNamed(head) }) else {
            return .failure(.unknown(suggestion: Suggestions.closest(to: head, among: specs.map(\.name))))
        }
        switch arguments(words, rest: restOfLine(line, after: head), for: spec) {
        case let .failure(error):
            return .failure(error)
        case let .success(values):
            guard let command = spec.make(values) else {
                return .failure(usage(spec, .missing(spec.arguments.map(\.name).joined(separator: " "))))
            }
            return .success(ParsedCommand(command: command, spec: spec, arguments: values))
        }
    }

    private static func arguments<Command>(
        _ words: [String], rest: String, for spec: CommandSpec<Command>
    ) -> Result<[ArgumentValue?], CommandError> {
        var values: [ArgumentValue?] = []
        for (index, argument) in spec.arguments.enumerated() {
            if argument.kind == .text {
                if rest.isEmpty {
                    guard argument.isOptional else { return .failure(usage(spec, .missing(argument.name))) }
                    values.append(nil)
                } else {
                    values.append(.text(rest))
                }
                return .success(values)
            }
            guard index < words.count else {
                guard argument.isOptional else { return .failure(usage(spec, .missing(argument.name))) }
                values.append(nil)
                continue
            }
            let word = words[index]
            if argument.kind == .integer {
                guard let number = Int(word) else {
                    return .failure(usage(spec, isNumeral(word) ? .outOfRange(argument.name) : .notANumber(argument.name)))
                }
                values.append(.integer(number))
            } else {
                values.append(.text(word))
            }
        }
        if words.count > spec.arguments.count {
            // No word is repeated: it may be part of a secret.
            guard !spec.takesSecret else {
                return .failure(usage(spec, .tooManyWordsForSecret(command: spec.name)))
            }
            return .failure(usage(spec, .tooManyWords))
        }
        return .success(values)
    }

    private static func usage<Command>(_ spec: CommandSpec<Command>, _ problem: UsageProblem) -> CommandError {
        .usage(command: spec.name, usage: spec.usage, problem: problem)
    }

    /// Whether `word` is written as a whole number (an optional sign, then ASCII digits), however large.
    private static func isNumeral(_ word: String) -> Bool {
        let digits = word.first == "-" || word.first == "+" ? word.dropFirst() : Substring(word)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Everything after the command word, trimmed.
    private static func restOfLine(_ line: String, after head: String) -> String {
        String(line.drop(while: \.isWhitespace).dropFirst(head.count)).trimmingWhitespace()
    }
}
