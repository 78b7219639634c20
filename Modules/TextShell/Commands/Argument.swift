public import Models

/// One argument of a command as help, completion and the history policy see it.
public struct ArgumentSpec: Equatable, Sendable {
    /// What an argument may hold.
    public enum Kind: Equatable, Sendable {
        /// One word, or words in quotes (`"Buy milk"`).
        case word
        /// A whole number.
        case integer
        /// The rest of the line, spaces and all.
        case text
        /// Yes or no: `yes`, `no`, `y`, `n`, `true` or `false`, in any case.
        case flag
        /// An amount of money in a currency, as `Money(parsing:currency:)` reads it (`3.50`, `¥1,000`).
        case amount(Currency)
        /// A day, `YYYY-MM-DD`.
        case day
    }

    /// Where Tab finds candidates for it.
    public enum Completion: Equatable, Sendable {
        case none
        /// The numbers of the rows the screen shows.
        case rows
        /// The paths `open` accepts.
        case paths
    }

    public var name: String
    public var kind: Kind
    public var isOptional: Bool
    /// A secret (a password): a line carrying it is never recorded in history, and it is masked when echoed.
    public var isSecret: Bool
    public var completion: Completion

    public init(_ name: String, kind: Kind = .word, isOptional: Bool = false, isSecret: Bool = false, completion: Completion = .none) {
        self.name = name
        self.kind = kind
        self.isOptional = isOptional
        self.isSecret = isSecret
        self.completion = completion
    }

    /// How to type it, such as `N` or `[SECRET]`.
    public var usage: String { isOptional ? "[\(name)]" : name }
}

extension ArgumentSpec {
    /// The yes or no a word says (`yes`, `No`, `y`, `true`), or nil.
    public static func flag(_ word: String) -> Bool? {
        switch word.narrowingFullWidthASCII().lowercased() {
        case "yes", "y", "true": true
        case "no", "n", "false": false
        default: nil
        }
    }
}

/// What the parser read for one argument: text, or a number (for an integer argument); a flag's, an
/// amount's or a day's word is text the parser has checked that it reads.
public enum ArgumentValue: Equatable, Sendable {
    case text(String)
    case integer(Int)
}

/// A typed argument: its spec and how what the parser read becomes a value of the command's case.
public struct Argument<Value: Sendable>: Sendable {
    public let spec: ArgumentSpec
    /// The value, or `nil` when what was read does not fit (the parser has already checked the kind).
    let value: @Sendable (ArgumentValue?) -> Value?

    init(_ spec: ArgumentSpec, value: @escaping @Sendable (ArgumentValue?) -> Value?) {
        self.spec = spec
        self.value = value
    }
}

extension Argument where Value == String {
    /// One word, such as an email address.
    public static func word(_ name: String, completion: ArgumentSpec.Completion = .none) -> Self {
        Self(ArgumentSpec(name, completion: completion)) { if case let .text(text)? = $0 { text } else { nil } }
    }

    /// The rest of the line.
    public static func text(_ name: String) -> Self {
        Self(ArgumentSpec(name, kind: .text)) { if case let .text(text)? = $0 { text } else { nil } }
    }
}

extension Argument where Value == String? {
    /// One word (or words in quotes), or nothing.
    public static func optionalWord(_ name: String) -> Self {
        Self(ArgumentSpec(name, isOptional: true)) { if case let .text(text)? = $0 { .some(text) } else { .some(nil) } }
    }

    /// The rest of the line, or nothing.
    public static func optionalText(_ name: String) -> Self {
        Self(ArgumentSpec(name, kind: .text, isOptional: true)) { if case let .text(text)? = $0 { .some(text) } else { .some(nil) } }
    }
}

extension Argument where Value == Int {
    /// A whole number, such as a row number.
    public static func integer(_ name: String, completion: ArgumentSpec.Completion = .none) -> Self {
        Self(ArgumentSpec(name, kind: .integer, completion: completion)) { if case let .integer(number)? = $0 { number } else { nil } }
    }
}

extension Argument where Value == Int? {
    /// A whole number, or nothing.
    public static func optionalInteger(_ name: String) -> Self {
        Self(ArgumentSpec(name, kind: .integer, isOptional: true)) {
            if case let .integer(number)? = $0 { .some(number) } else { .some(nil) }
        }
    }
}

extension Argument where Value == Bool? {
    /// Yes or no, or nothing.
    public static func optionalFlag(_ name: String) -> Self {
        Self(ArgumentSpec(name, kind: .flag, isOptional: true)) {
            if case let .text(word)? = $0 { ArgumentSpec.flag(word).map { .some($0) } } else { .some(nil) }
        }
    }
}

extension Argument where Value == Day? {
    /// A day written `YYYY-MM-DD`, or nothing.
    public static func optionalDay(_ name: String) -> Self {
        Self(ArgumentSpec(name, kind: .day, isOptional: true)) {
            if case let .text(word)? = $0 { Day(parsing: word).map { .some($0) } } else { .some(nil) }
        }
    }
}

extension Argument where Value == Money? {
    /// An amount in `currency` (the app's own unless told), or nothing.
    public static func optionalAmount(_ name: String, currency: Currency = .app) -> Self {
        Self(ArgumentSpec(name, kind: .amount(currency), isOptional: true)) {
            if case let .text(word)? = $0 { Money(parsing: word, currency: currency).map { .some($0) } } else { .some(nil) }
        }
    }
}

extension Argument where Value == Password? {
    /// A secret typed on the line, or nothing (the presenter then asks for it without echo).
    public static func optionalSecret(_ name: String) -> Self {
        Self(ArgumentSpec(name, isOptional: true, isSecret: true)) {
            if case let .text(text)? = $0 { .some(Password(text)) } else { .some(nil) }
        }
    }
}
