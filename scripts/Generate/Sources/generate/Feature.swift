/// What `make feature NAME=Note FIELDS="title:String(1...80) body:String?"` asks for, checked, and the names
/// every template uses.
struct Feature: Equatable {
    /// One field of the model.
    struct Field: Equatable {
        enum Kind: String, Equatable {
            case string = "String"
            case int = "Int"
            /// An amount in the app's currency (`Currency.app`), its range in whole units of it.
            case money = "Money"
            /// Yes or no.
            case bool = "Bool"
            /// A day of the calendar, `Day` in Models (`due:Date` in FIELDS).
            case day = "Day"
        }

        var name: String
        var kind: Kind
        var isOptional: Bool
        /// Characters for a `String`, the value for an `Int`, whole units of the currency for `Money`.
        var range: ClosedRange<Int>?
    }

    var name: String
    var plural: String
    var fields: [Field]

    /// The limits a field gets when `FIELDS` gives none: a required text is 1 to 200 characters, an optional
    /// one at most 2,000; a number is any whole number.
    static func defaultRange(_ kind: Field.Kind, isOptional: Bool) -> ClosedRange<Int>? {
        switch kind {
        case .string: isOptional ? 1...2_000 : 1...200
        case .int, .money, .bool, .day: nil
        }
    }

    /// Reads `NAME`, `FIELDS` and `PLURAL` (optional); throws a one-line `Problem` for anything else, or for a
    /// name one of `taken` (the app's own types) or `takenBySwift` already has.
    init(name: String, fields: String, plural: String? = nil, taken: Set<String> = []) throws(Problem) {
        guard name.first?.isUppercase == true, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw Problem("NAME must be one noun in UpperCamelCase, letters and digits (NAME=Note)")
        }
        self.name = name
        let given = plural.flatMap { $0.isEmpty ? nil : $0 }
        let derived = Self.plural(of: name)
        guard given != nil || derived != name else {
            // The singular whose plural it is, when one is plain (Notes, Boxes, Categories).
            let one = [String(name.dropLast(3)) + "y", String(name.dropLast(2)), String(name.dropLast())].first {
                $0.count > 2 && Self.plural(of: $0) == name
            }
            throw Problem("NAME=\(name) reads as a plural: name one\(one.map { " (NAME=\($0))" } ?? ""), or give its plural (PLURAL=…)")
        }
        self.plural = given ?? derived
        guard self.plural.first?.isUppercase == true, self.plural.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
            self.plural != name
        else {
            throw Problem("PLURAL must be NAME's plural in UpperCamelCase, unlike NAME (PLURAL=People)")
        }
        for noun in [name, self.plural] { try Self.refuseKeyword(noun, as: "NAME") }
        for noun in [name, self.plural] where taken.contains(noun) || Self.takenBySwift.contains(noun) {
            let whose = taken.contains(noun) ? "the app" : "Swift, Foundation or Swift Testing"
            throw Problem("\(whose) already has a type named \(noun): give the feature another noun")
        }
        let words = fields.split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { throw Problem("FIELDS is empty: name at least one (FIELDS=\"title:String body:String?\")") }
        self.fields = try words.map(Self.field)
        guard self.fields.first?.kind == .string, self.fields.first?.isOptional == false else {
            throw Problem("the first field names a row in lists, so it must be a required String (title:String)")
        }
        var seen: Set<String> = []
        for field in self.fields where !seen.insert(field.name).inserted {
            throw Problem("the field '\(field.name)' is named twice")
        }
        // Each field is a column, named in snake_case beside the columns every record has.
        var columns: Set<String> = ["id", "owner_id", "idempotency_key"]
        for field in self.fields where !columns.insert(Self.words(field.name, separator: "_")).inserted {
            throw Problem(
                "the field '\(field.name)' would be the column \(Self.words(field.name, separator: "_")), which a record has already")
        }
        for field in self.fields where Self.sqlWords.contains(Self.words(field.name, separator: "_")) {
            throw Problem(
                "the field '\(field.name)' would be the column \(Self.words(field.name, separator: "_")), a word of SQL no column can be named: choose another"
            )
        }
        for field in self.fields where field.name == Self.lowerFirst(name) {
            throw Problem("the field '\(field.name)' has the feature's own name, which its record uses for itself: choose another")
        }
    }

    /// Refuses a money field whose range, in minor units of `currency`, is too large to keep.
    func checkAmounts(in currency: AppCurrency) throws(Problem) {
        for field in fields where field.kind == .money {
            guard let range = field.range else { continue }
            for bound in [range.lowerBound, range.upperBound] where bound.multipliedReportingOverflow(by: currency.scale).overflow {
                throw Problem("'\(field.name)': \(bound) is more than an amount can hold in minor units")
            }
        }
    }

    /// `title:String`, `body:String?`, `title:String(1...80)`, `count:Int(0...99)`, `amount:Money(1...5000)`,
    /// `done:Bool`, `due:Date` (a day, `Day` in Models).
    static func field(_ word: String) throws(Problem) -> Field {
        let parts = word.split(separator: ":", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw Problem("'\(word)' is not NAME:TYPE (title:String)") }
        let name = parts[0]
        guard name.first?.isLowercase == true, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw Problem("the field name '\(name)' must be lowerCamelCase, letters and digits")
        }
        try refuseKeyword(name, as: "the field name")
        guard !escapedByTheContract.contains(name) else {
            throw Problem(
                "the field name '\(name)' is written _\(name) by the contract's generator, which the feature could not read: choose another"
            )
        }
        guard !reserved.contains(name) else {
            throw Problem(
                "'\(name)' is a name the generated code has for itself (\(reserved.sorted().joined(separator: ", "))): choose another")
        }
        var type = Substring(parts[1])
        var range: ClosedRange<Int>?
        if let open = type.firstIndex(of: "(") {
            guard type.hasSuffix(")") else { throw Problem("'\(word)': a range is written (MIN...MAX), such as title:String(1...80)") }
            range = try Self.range(type[type.index(after: open)..<type.index(before: type.endIndex)], in: word)
            type = type[..<open]
        }
        let isOptional = type.hasSuffix("?")
        if isOptional { type = type.dropLast() }
        guard let kind = Field.Kind(rawValue: type == "Date" ? "Day" : String(type)) else {
            throw Problem("'\(word)': the type must be String, Int, Money, Bool or Date, with ? when the field may be left out")
        }
        if kind == .bool, range != nil { throw Problem("'\(word)': a Bool is yes or no, it takes no range") }
        if kind == .day, range != nil { throw Problem("'\(word)': a Date takes no range") }
        if kind == .string, let range, range.lowerBound < 1 {
            throw Problem("'\(word)': a text's length starts at 1 at least (leave the field out with ?)")
        }
        if kind == .string, let range, range.upperBound > maximumLength {
            throw Problem("'\(word)': a text's length is at most \(maximumLength)")
        }
        if kind == .int, let range, max(range.lowerBound.magnitude, range.upperBound.magnitude) > largestBound.magnitude {
            throw Problem("'\(word)': a range's bounds are at most \(largestBound) either way")
        }
        return Field(name: name, kind: kind, isOptional: isOptional, range: range ?? defaultRange(kind, isOptional: isOptional))
    }

    /// Types of the standard library, Foundation and Swift Testing that the generated files could not tell
    /// from the feature's own: `Task` is every `Task { … }`, `Comment` and `Issue` are Swift Testing's.
    static let takenBySwift: Set<String> = [
        "Array", "Attachment", "Bool", "Bundle", "Calendar", "Character", "Clock", "Collection", "Comment",
        "Confirmation", "Data", "Date", "Decimal", "Dictionary", "Double", "Duration", "Error", "Expression",
        "Float", "Host", "Int", "Issue", "Locale", "Measurement", "Mirror", "Never", "Notification", "Operation",
        "Optional", "Port", "Predicate", "Process", "Progress", "Range", "Result", "Scanner", "Sequence", "Set",
        "Stream", "String", "Suite", "Tag", "Task", "Test", "Thread", "TimeZone", "Timer", "Trait", "URL", "UUID",
        "Unit",
    ]

    /// Swift's keywords, contextual ones included: the templates write a name in lowerCamelCase as a variable, a
    /// case or a parameter, which none of these can be (NAME=Class is `class`, NAME=A's plural `as`).
    static let keywords: Set<String> = [
        "actor", "any", "as", "associatedtype", "async", "await", "borrowing", "break", "case", "catch", "class", "consuming",
        "continue", "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false", "fileprivate",
        "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "nonisolated",
        "open", "operator", "package", "precedencegroup", "private", "protocol", "public", "repeat", "rethrows", "return",
        "self", "some", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
        "var", "where", "while",
    ]

    /// Throws when `name`, written in lowerCamelCase, is one of Swift's `keywords`.
    static func refuseKeyword(_ name: String, as what: String) throws(Problem) {
        let written = name.prefix(1).lowercased() + name.dropFirst()
        guard !keywords.contains(written) else {
            throw Problem("\(what) \(name) would be written \(written), a Swift keyword: choose another")
        }
    }

    /// Names the contract's generator writes otherwise (swift-openapi-generator's `SafeNameGenerator`: `type` is
    /// `_type`), which the feature's conversions, written with the field's name, could not read.
    static let escapedByTheContract: Set<String> = ["type", "yield"]

    /// Words SQLite or PostgreSQL take as SQL wherever they stand, so that no column can be named so unquoted
    /// (each field is a column of that name: `from`, `order`, `user`).
    static let sqlWords: Set<String> = [
        "add", "all", "alter", "analyse", "analyze", "and", "any", "array", "as", "asc", "asymmetric", "authorization",
        "autoincrement", "between", "binary", "both", "case", "cast", "check", "collate", "collation", "column", "commit",
        "concurrently", "constraint", "create", "cross", "current_catalog", "current_date", "current_role",
        "current_schema", "current_time", "current_timestamp", "current_user", "default", "deferrable", "delete", "desc",
        "distinct", "do", "drop", "else", "end", "escape", "except", "exists", "false", "fetch", "filter", "for",
        "foreign", "freeze", "from", "full", "glob", "grant", "group", "having", "ilike", "in", "index", "indexed",
        "initially", "inner", "insert", "intersect", "into", "is", "isnull", "join", "lateral", "leading", "left", "like",
        "limit", "localtime", "localtimestamp", "natural", "not", "nothing", "notnull", "null", "offset", "on", "only",
        "or", "order", "outer", "over", "overlaps", "placing", "primary", "references", "regexp", "returning", "right",
        "select", "session_user", "set", "similar", "some", "symmetric", "table", "tablesample", "then", "to",
        "trailing", "transaction", "true", "union", "unique", "update", "user", "using", "values", "variadic", "verbose",
        "when", "where", "window", "with",
    ]

    /// The longest text a field may hold, and the largest whole number a range may name either way: the
    /// generated tests write a text one longer than its limit, and a number one past its range.
    static let maximumLength = 100_000
    static let largestBound = 1_000_000_000_000_000

    /// A range as Swift writes it: a negative bound in parentheses (`-5...-1` does not parse).
    static func swift(_ range: ClosedRange<Int>) -> String {
        let bound = { (value: Int) in value < 0 ? "(\(value))" : "\(value)" }
        return bound(range.lowerBound) + "..." + bound(range.upperBound)
    }

    /// Names every model already has, or that the generated code uses for itself.
    static let reserved: Set<String> = ["id", "owner", "draft", "content", "page", "number", "language"]

    private static func range(_ text: Substring, in word: String) throws(Problem) -> ClosedRange<Int> {
        let bounds = text.split(separator: "...", omittingEmptySubsequences: false)
        guard bounds.count == 2, let low = Int(bounds[0]), let high = Int(bounds[1]), low <= high else {
            throw Problem("'\(word)': a range is written (MIN...MAX) with MIN at most MAX, such as (1...80)")
        }
        return low...high
    }

    /// The English plural of a noun: `Note` → `Notes`, `Category` → `Categories`, `Box` → `Boxes`, `Status` →
    /// `Statuses`, `Analysis` → `Analyses`. A noun ending in one `s` otherwise (`Notes`) is taken to be a plural already, as Rails'
    /// inflector takes it, and is its own.
    static func plural(of noun: String) -> String {
        let lower = noun.lowercased()
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) { return noun.dropLast() + "ies" }
        if lower.hasSuffix("is") { return noun.dropLast(2) + "es" }
        if ["ss", "us", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) { return noun + "es" }
        if lower.hasSuffix("s") { return noun }
        return noun + "s"
    }
}

/// A request the generator refuses, in one line, having written nothing.
struct Problem: Error, Equatable, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
