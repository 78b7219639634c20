/// A field as a message names it: by the name its model, the contract and the stores give it (`title`, `date
/// spent`), which English sentences use ("The title is required."), and by its name in Japanese (its label in its
/// feature's catalog: 「タイトル」は必須です。). It is the same field whatever its words: two are equal when their
/// names are, and a name alone (`"title"`, as a request's body names a field) is one.
public struct FieldName: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name its model, the contract and the stores give it.
    public let name: String
    /// What an English sentence calls it: its name unless said otherwise.
    public let english: String
    /// What a Japanese sentence calls it: its name until it is translated.
    public let japanese: String

    public init(_ name: String, english: String? = nil, japanese: String? = nil) {
        self.name = name
        self.english = english ?? name
        self.japanese = japanese ?? name
    }

    public init(stringLiteral name: String) { self.init(name) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }
}

/// Why a value typed for a field of a model was refused, naming the field: what `make feature`'s models
/// throw from their validation, and a screen shows as it is ("The title is required.").
public enum FieldError: Error, Equatable, Sendable {
    /// The field was left out or blank, and it is required.
    case required(field: FieldName)
    /// The text is shorter than `minimum` characters (Unicode code points, as the stores count them).
    case tooShort(field: FieldName, minimum: Int)
    /// The text is longer than `maximum` characters (Unicode code points, as the stores count them).
    case tooLong(field: FieldName, maximum: Int)
    /// The number is outside `range`.
    case outOfRange(field: FieldName, range: ClosedRange<Int>)
    /// The amount is outside `range` (both ends in the amount's currency), or in another currency.
    case amountOutOfRange(field: FieldName, range: ClosedRange<Money>)
    /// The text holds a NUL character (U+0000), which no store keeps as text.
    case nulCharacter(field: FieldName)
    /// The value is not of the field's kind (text where a number goes, `3.5` for a whole number, a day not
    /// written `YYYY-MM-DD`): what a request's body was refused for before any check (`init(decoding:)`).
    case malformed(field: FieldName)
    /// The day is written `YYYY-MM-DD` and is no day of the calendar (`2026-02-30`).
    case noSuchDay(field: FieldName)
}

extension FieldError: ExplainedError {}

extension FieldError {
    /// A stable code for a program: `FieldError.required`.
    public var code: String {
        switch self {
        case .required: "FieldError.required"
        case .tooShort: "FieldError.tooShort"
        case .tooLong: "FieldError.tooLong"
        case .outOfRange, .amountOutOfRange: "FieldError.outOfRange"
        case .nulCharacter: "FieldError.nulCharacter"
        case .malformed: "FieldError.malformed"
        case .noSuchDay: "FieldError.noSuchDay"
        }
    }

    /// The field a body could not be read for, named by its path (`due`, `lines.0.amount`), from the error
    /// reading it: left out or null (`required`), not of its kind (`malformed`), or a day that is none
    /// (`noSuchDay`); nil for an error that names no field (a body that is not JSON). Only the field is
    /// named, never the value, which may be a secret.
    public init?(decoding error: DecodingError) {
        func field(_ keys: [any CodingKey]) -> FieldName? {
            keys.isEmpty ? nil : FieldName(keys.map { key in key.intValue.map(String.init) ?? key.stringValue }.joined(separator: "."))
        }
        switch error {
        case let .keyNotFound(key, context): self = .required(field: field(context.codingPath + [key]) ?? FieldName(key.stringValue))
        case let .valueNotFound(_, context):
            guard let field = field(context.codingPath) else { return nil }
            self = .required(field: field)
        case let .typeMismatch(_, context):
            guard let field = field(context.codingPath) else { return nil }
            self = .malformed(field: field)
        case let .dataCorrupted(context):
            guard let field = field(context.codingPath) else { return nil }
            self = context.underlyingError as? Day.ParsingProblem == .noSuchDay ? .noSuchDay(field: field) : .malformed(field: field)
        @unknown default: return nil
        }
    }
}

/// The checks a model's fields use, one per kind of field: each returns the value to keep or throws the
/// `FieldError` that names the field. Text is trimmed; a blank optional text is no text.
public enum FieldCheck {
    /// Required text, within `length` as `optionalText` counts it.
    public static func text(_ value: String?, field: FieldName, length: ClosedRange<Int>) throws(FieldError) -> String {
        guard let text = try optionalText(value, field: field, length: length) else { throw FieldError.required(field: field) }
        return text
    }

    /// Text that may be left out (nil or blank), else at least `length.lowerBound` Unicode code points once
    /// trimmed and at most `length.upperBound` as sent.
    public static func optionalText(_ value: String?, field: FieldName, length: ClosedRange<Int>) throws(FieldError) -> String? {
        guard let value else { return nil }
        let text = value.trimmingWhitespace()
        guard !text.isEmpty else { return nil }
        if text.unicodeScalars.contains("\u{0}") { throw FieldError.nulCharacter(field: field) }
        // Counted in code points, as SQLite's length(), PostgreSQL's char_length() and the contract's maxLength
        // count: counted in characters, "é" written as e and an accent would pass here and fail in the store.
        // The shortest is counted once trimmed (blanks never make up a length); the longest as sent, as the
        // contract's maxLength counts it, so a text the contract refuses is refused here too.
        if text.unicodeScalars.count < length.lowerBound { throw FieldError.tooShort(field: field, minimum: length.lowerBound) }
        if value.unicodeScalars.count > length.upperBound { throw FieldError.tooLong(field: field, maximum: length.upperBound) }
        return text
    }

    /// A required number in `range` (any whole number when nil).
    public static func number(_ value: Int?, field: FieldName, range: ClosedRange<Int>?) throws(FieldError) -> Int {
        guard let value else { throw FieldError.required(field: field) }
        return try checked(value, field: field, range: range)
    }

    /// A number that may be left out, else in `range` (any whole number when nil).
    public static func optionalNumber(_ value: Int?, field: FieldName, range: ClosedRange<Int>?) throws(FieldError) -> Int? {
        try value.map { value throws(FieldError) in try checked(value, field: field, range: range) }
    }

    /// A required amount in `range` (any amount when nil).
    public static func amount(_ value: Money?, field: FieldName, range: ClosedRange<Money>?) throws(FieldError) -> Money {
        guard let value else { throw FieldError.required(field: field) }
        return try checked(value, field: field, range: range)
    }

    /// An amount that may be left out, else in `range`.
    public static func optionalAmount(_ value: Money?, field: FieldName, range: ClosedRange<Money>?) throws(FieldError) -> Money? {
        try value.map { value throws(FieldError) in try checked(value, field: field, range: range) }
    }

    /// A required day.
    public static func day(_ value: Day?, field: FieldName) throws(FieldError) -> Day {
        guard let value else { throw FieldError.required(field: field) }
        return value
    }

    /// A required yes or no.
    public static func flag(_ value: Bool?, field: FieldName) throws(FieldError) -> Bool {
        guard let value else { throw FieldError.required(field: field) }
        return value
    }

    private static func checked(_ value: Money, field: FieldName, range: ClosedRange<Money>?) throws(FieldError) -> Money {
        if let range, value.currency != range.lowerBound.currency || !range.contains(value) {
            throw FieldError.amountOutOfRange(field: field, range: range)
        }
        return value
    }

    private static func checked(_ value: Int, field: FieldName, range: ClosedRange<Int>?) throws(FieldError) -> Int {
        if let range, !range.contains(value) { throw FieldError.outOfRange(field: field, range: range) }
        return value
    }
}
