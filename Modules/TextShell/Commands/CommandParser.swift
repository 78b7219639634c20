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
    /// The words of `line`, split on whitespace (quotes are not read: see `arguments(of:)`).
    public static func words(_ line: String) -> [String] {
        line.split(whereSeparator: \.isWhitespace).map(String.init)
    }

    /// Parses `line` against `specs`. A number typed alone means the command that `takesBareNumber`, if any.
    /// Returns `nil` for a blank line.
    ///
    /// After the command word, each argument reads one word, or words in quotes: a double or single quote
    /// at the start of a word runs to the same quote (`new "Buy milk" 'two litres'`; `""` is an empty word;
    /// inside double quotes `\"` and `\\` stand for `"` and `\`), so an apostrophe inside a word is a letter
    /// (`O'Brien`). A text argument (`search TEXT`) takes the rest of the line as typed.
    public static func parse<Command>(_ line: String, specs: [CommandSpec<Command>]) -> Result<ParsedCommand<Command>, CommandError>? {
        var scanner = WordScanner(line)
        guard var head = scanner.nextPlainWord() else { return nil }
        if isNumeral(head.narrowingFullWidthASCII()), scanner.isAtEnd, let bare = specs.first(where: \.takesBareNumber) {
            scanner = WordScanner(line)
            head = bare.name
        }
        guard let spec = specs.first(where: { $0.isNamed(head) }) else {
            return .failure(.unknown(suggestion: Suggestions.closest(to: head, among: specs.map(\.name))))
        }
        switch arguments(&scanner, for: spec) {
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
        _ scanner: inout WordScanner, for spec: CommandSpec<Command>
    ) -> Result<[ArgumentValue?], CommandError> {
        var values: [ArgumentValue?] = []
        for argument in spec.arguments {
            if argument.kind == .text {
                let rest = scanner.rest()
                if rest.isEmpty {
                    guard argument.isOptional else { return .failure(usage(spec, .missing(argument.name))) }
                    values.append(nil)
                } else {
                    values.append(.text(rest))
                }
                return .success(values)
            }
            guard let read = scanner.nextWord() else {
                guard argument.isOptional else { return .failure(usage(spec, .missing(argument.name))) }
                values.append(nil)
                continue
            }
            guard let word = read else { return .failure(usage(spec, .unclosedQuote)) }
            // A blank word ("") leaves a number, an amount, a flag or a day out: how a later one is given
            // without it (`new Lunch 1200 yes "" 2026-11-27`).
            if argument.kind != .word, word.allSatisfy(\.isWhitespace) {
                guard argument.isOptional else { return .failure(usage(spec, .missing(argument.name))) }
                values.append(nil)
                continue
            }
            switch argument.kind {
            case .integer:
                let word = word.narrowingFullWidthASCII()
                guard let number = Int(word) else {
                    return .failure(usage(spec, isNumeral(word) ? .outOfRange(argument.name) : .notANumber(argument.name)))
                }
                values.append(.integer(number))
            case .flag:
                guard ArgumentSpec.flag(word) != nil else { return .failure(usage(spec, .notYesOrNo(argument.name))) }
                values.append(.text(word))
            case let .amount(currency):
                switch Money.parsing(word, currency: currency) {
                case .success: values.append(.text(word))
                case .failure(.notAnAmount): return .failure(usage(spec, .notAnAmount(argument.name, currency)))
                case .failure(.tooManyFractionDigits): return .failure(usage(spec, .tooManyFractionDigits(argument.name, currency)))
                case .failure(.tooLarge): return .failure(usage(spec, .outOfRange(argument.name)))
                }
            case .day:
                switch Day.parsing(word) {
                case .success: values.append(.text(word))
                case .failure(.notWrittenYYYYMMDD): return .failure(usage(spec, .notADate(argument.name)))
                case .failure(.noSuchDay): return .failure(usage(spec, .noSuchDay(argument.name)))
                }
            case .word, .text:
                values.append(.text(word))
            }
        }
        if !scanner.isAtEnd {
            // No word is repeated: it may be part of a secret.
            guard !spec.takesSecret else {
                return .failure(usage(spec, .tooManyWordsForSecret(command: spec.name)))
            }
            return .failure(usage(spec, .tooManyWords))
        }
        return .success(values)
    }

    /// A line of a command that takes no secret, refused for its arguments (a value that is none, too few or
    /// too many words), as a transcript shows it: its command, then each word read in an argument's place as
    /// typed when it has that argument's shape (a word, a number, an amount or a day, even one refused for its
    /// value, such as `2026-02-30` or `10.5` yen, and yes or no), `mask` for one that has not (it may be a
    /// secret typed in the wrong place), and `mask` for any words past the arguments. Nil for any other line:
    /// an unknown command, a command that takes a secret, an unclosed quote.
    public static func shownAsRefused<Command>(_ line: String, specs: [CommandSpec<Command>], mask: String) -> String? {
        guard case let .failure(.usage(name, _, problem))? = parse(line, specs: specs), problem != .unclosedQuote,
            let spec = specs.first(where: { $0.name == name }), !spec.takesSecret
        else { return nil }
        var scanner = WordScanner(line)
        var shown = [scanner.nextPlainWord() ?? name]
        for argument in spec.arguments {
            if argument.kind == .text {
                let rest = scanner.rest()
                if !rest.isEmpty { shown.append(rest) }
                break
            }
            guard case let word?? = scanner.nextWord() else { break }
            shown.append(hasTheShape(of: argument.kind, word) ? quoted(word) : mask)
        }
        return (shown + (scanner.isAtEnd ? [] : [mask])).joined(separator: " ")
    }

    /// Whether `word` is written as a value of `kind` is (a number, an amount, a day, even one refused for
    /// its value; yes or no; any word).
    private static func hasTheShape(of kind: ArgumentSpec.Kind, _ word: String) -> Bool {
        switch kind {
        case .word, .text: true
        case .integer: isNumeral(word)
        case .flag: ArgumentSpec.flag(word) != nil
        case let .amount(currency): Money.parsing(word, currency: currency) != .failure(.notAnAmount)
        case .day: Day.parsing(word) != .failure(.notWrittenYYYYMMDD)
        }
    }

    /// `word` as an argument is typed: as it is, or in double quotes when it is empty, holds whitespace or
    /// starts with a quote (`"Buy milk"`).
    public static func quoted(_ word: String) -> String {
        guard word.isEmpty || word.contains(where: \.isWhitespace) || word.first?.isQuote == true else { return word }
        return "\"" + word.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }

    private static func usage<Command>(_ spec: CommandSpec<Command>, _ problem: UsageProblem) -> CommandError {
        .usage(command: spec.name, usage: spec.usage, problem: problem)
    }

    /// Whether `word` is written as a whole number (an optional sign, then ASCII digits), however large.
    private static func isNumeral(_ word: String) -> Bool {
        let digits = word.first == "-" || word.first == "+" ? word.dropFirst() : Substring(word)
        return !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}

/// Reads a line word by word for the parser: plain words, words in quotes, and the rest as typed.
struct WordScanner {
    private let characters: [Character]
    private var index = 0

    init(_ line: String) {
        characters = Array(line)
    }

    /// Whether nothing but whitespace is left.
    var isAtEnd: Bool {
        characters[index...].allSatisfy(\.isWhitespace)
    }

    /// The next word up to whitespace, quotes and all (the command word); nil at the end.
    mutating func nextPlainWord() -> String? {
        skipWhitespace()
        guard index < characters.count else { return nil }
        let start = index
        while index < characters.count, !characters[index].isWhitespace { index += 1 }
        return String(characters[start..<index])
    }

    /// The next word, unquoted: nil at the end, `.some(nil)` when its quote is not closed.
    mutating func nextWord() -> String?? {
        skipWhitespace()
        guard index < characters.count else { return nil }
        guard let quote = characters[index].isQuote ? characters[index] : nil else { return nextPlainWord() }
        index += 1
        var word = ""
        while index < characters.count {
            let character = characters[index]
            index += 1
            if character == quote { return word }
            if quote == "\"", character == "\\", index < characters.count {
                word.append(characters[index])
                index += 1
            } else {
                word.append(character)
            }
        }
        return .some(nil)
    }

    /// Everything left, trimmed, as typed.
    mutating func rest() -> String {
        defer { index = characters.count }
        return String(characters[index...]).trimmingWhitespace()
    }

    private mutating func skipWhitespace() {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
    }
}

extension Character {
    fileprivate var isQuote: Bool { self == "\"" || self == "'" }
}
