/// The names a feature's templates use, as Mustache reads them (a dictionary per level).
///
///     {{Name}} Note   {{name}} note   {{Plural}} Notes   {{plural}} notes   {{path}} notes   {{table}} notes
///     {{title}} note  {{titles}} notes  {{Title}} Note  {{Titles}} Notes  {{aTitle}} a note (an expense)
///     {{aName}} aNote (anExpense)
///     {{ATitle}} A note
///     {{#fields}} {{field}} {{Field}} {{label}} {{column}} {{type}} {{ARG}} {{argument}} {{sample1}} … {{/fields}}
///     {{#listed}} the first fields (three at most), as a list's rows show them … {{isLastListed}} {{/listed}}
extension Feature {
    /// How many fields a list's rows show: the first ones, so a row still fits a line.
    static let listedFields = 3

    func context(demoEmail: String, currency: AppCurrency = .yen) -> [String: Any] {
        let title = Self.words(name, separator: " ")
        let fieldContexts = fields.enumerated().map { index, field in
            field.context(index: index, isLast: index == fields.count - 1, owner: name, words: "\(plural)Words", currency: currency)
        }
        return [
            "Name": name,
            "name": Self.lowerFirst(name),
            "Plural": plural,
            "plural": Self.lowerFirst(plural),
            "path": Self.words(plural, separator: "-"),
            "table": Self.words(plural, separator: "_"),
            // The contract's path parameter, braces and all (`/v1/notes/{noteId}`): Mustache reads `{{{` as a tag.
            "idParameter": "{\(Self.lowerFirst(name))Id}",
            "title": title,
            "titles": Self.words(plural, separator: " "),
            "Title": Self.upperFirst(title),
            "Titles": Self.upperFirst(Self.words(plural, separator: " ")),
            "aTitle": Self.withArticle(title),
            // In a test's name: `anExpenseWhose…`, `aNoteWhose…`.
            "aName": (Self.withArticle(title).hasPrefix("an ") ? "an" : "a") + name,
            "ATitle": Self.upperFirst(Self.withArticle(title)),
            "fields": fieldContexts,
            "first": fieldContexts[0],
            "listed": fieldContexts.prefix(Self.listedFields).enumerated().map { index, context in
                context.merging(["isLastListed": index == Swift.min(fields.count, Self.listedFields) - 1]) { $1 }
            },
            "others": Array(fieldContexts.dropFirst()),
            "demoEmail": demoEmail,
        ]
    }

    /// `expense` → `an expense`, `note` → `a note`: "an" before a vowel sound, by the first letters (a
    /// silent h as in "hour", and a u or eu said "you" and an o said "wun", take the other article).
    static func withArticle(_ words: String) -> String {
        let word = words.lowercased()
        let silentH = ["hour", "honest", "honor", "honour", "heir"].contains { word.hasPrefix($0) }
        let consonantSound = ["uni", "use", "usu", "uti", "eu", "one", "once", "ure"].contains { word.hasPrefix($0) }
        let vowel = word.first.map { "aeiou".contains($0) } ?? false
        return ((vowel && !consonantSound) || silentH ? "an " : "a ") + words
    }

    static func lowerFirst(_ text: String) -> String { text.prefix(1).lowercased() + text.dropFirst() }
    static func upperFirst(_ text: String) -> String { text.prefix(1).uppercased() + text.dropFirst() }

    /// `TopUpHistory` → `top up history` (with `separator` between the words), lowercased.
    static func words(_ camel: String, separator: String) -> String {
        spaced(camel, separator: separator).lowercased()
    }

    /// `TopUpHistory` → `Top Up History` (with `separator` between the words), in the letters' own case.
    static func spaced(_ camel: String, separator: String) -> String {
        var result = ""
        var previous: Character?
        for character in camel {
            if character.isUppercase, let previous, previous.isLowercase || previous.isNumber { result += separator }
            result.append(character)
            previous = character
        }
        return result
    }
}

/// The app's currency (`Currency.app` in Models), as a money field's samples, limits and words need it: its
/// symbol and the digits of its minor unit.
struct AppCurrency: Equatable {
    var symbol: String
    var digits: Int

    static let yen = AppCurrency(symbol: "¥", digits: 0)

    /// Minor units in a whole unit: 1 for yen, 100 for dollars.
    var scale: Int { (0..<digits).reduce(1) { power, _ in power * 10 } }

    /// `minorUnits` as `Money` shows it: `¥1,000`, `$3.50`, `-¥5`.
    func shown(_ minorUnits: Int) -> String {
        let whole = String(minorUnits.magnitude / UInt(scale))
        var grouped = ""
        for (index, digit) in whole.enumerated() {
            if index > 0 && (whole.count - index) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        let fraction = String(minorUnits.magnitude % UInt(scale))
        let cents = digits == 0 ? "" : "." + String(repeating: "0", count: digits - fraction.count) + fraction
        return (minorUnits < 0 ? "-" : "") + symbol + grouped + cents
    }
}

extension Feature.Field {
    /// The field's names and the Swift, SQL and contract pieces of its kind; `index` is its place among the
    /// fields, from 0, `owner` the model's type (`Note`), `words` its feature's catalog (`NotesWords`), `currency`
    /// the app's, for a money field.
    func context(index: Int, isLast: Bool, owner: String = "", words: String = "", currency: AppCurrency = .yen) -> [String: Any] {
        let label = Feature.words(name, separator: " ")
        var context: [String: Any] = [
            "field": name,
            "Field": Feature.upperFirst(name),
            "label": label,
            "Label": Feature.upperFirst(label),
            "column": Feature.words(name, separator: "_"),
            "ARG": Feature.words(name, separator: "_").uppercased(),
            "type": kind.rawValue + (isOptional ? "?" : ""),
            "baseType": kind.rawValue,
            "isString": kind == .string,
            "isInt": kind == .int,
            "isOptional": isOptional,
            "isRequired": !isOptional,
            "isFirst": index == 0,
            "index0": String(index),
            "isLast": isLast,
        ]
        context.merge(pieces(owner: owner, words: words, currency: currency)) { $1 }
        if let range {
            context["range"] = [
                "min": String(range.lowerBound), "max": String(range.upperBound), "swift": Feature.swift(range),
            ]
        }
        for (number, sample) in [1: sample(1, currency: currency), 2: sample(2, currency: currency)] {
            context["sample\(number)"] = sample.swift
            context["sample\(number)JSON"] = sample.json
            context["sample\(number)Value"] = sample.value
            context["sample\(number)Typed"] = sample.typed
            // As typed, inside a Swift string literal (a test's `app.run("new \"First title\"")`).
            context["sample\(number)TypedInSwift"] = sample.typed.map { $0 == "\"" ? "\\\"" : String($0) }.joined()
            context["sample\(number)Shown"] = sample.shown
            // As a form's field takes it: as typed, without the quotes a command line needs around spaces.
            context["sample\(number)Form"] = sample.typed.hasPrefix("\"") ? String(sample.typed.dropFirst().dropLast()) : sample.typed
        }
        return context
    }

    /// For a field that is a list of labelled values (`RETURNS="byCategory:[String:Int]"` or `[String:Money]`),
    /// a list of one row: its label (`First by category`), its value as Swift writes it, as a screen shows it
    /// and as a `Display.Value`, and the list as Swift writes it.
    func listSample(
        _ number: Int, currency: AppCurrency = .yen
    ) -> (label: String, value: String, shown: String, display: String, swift: String) {
        let label = (number == 1 ? "First " : "Second ") + Feature.words(name, separator: " ")
        let value: String
        let shown: String
        let display: String
        if kind == .money {
            let minor = (number == 1 ? 350 : 1_200) * currency.scale
            value = "Money(minorUnits: \(minor), currency: .app)"
            shown = currency.shown(minor)
            display = ".money(\(value))"
        } else {
            value = String(number)
            shown = value
            display = ".text(\"\(number)\")"
        }
        return (label, value, shown, display, "[.init(label: \"\(label)\", value: \(value))]")
    }

    /// A list's value in a row of the contract (`Int64`, an amount its minor units), from the model's at `$0`.
    var entryToAPI: String { kind == .money ? "$0.value.minorUnits" : "Int64($0.value)" }

    /// A list's value in the model, from a row of the contract at `$0`.
    var entryFromAPI: String { kind == .money ? "Money(minorUnits: $0.value, currency: .app)" : "Int(clamping: $0.value)" }

    /// What a store's query selects for this field of an answer before the team writes it: the value of
    /// `.nothing` in SQLite's SQL and in PostgreSQL's (typed, as the row is read by type), and what the column
    /// holds, for the comment that asks for it.
    var answerColumn: (sqlite: String, postgres: String, words: String) {
        let postgresType = ["String": "TEXT", "Int": "BIGINT", "Money": "BIGINT", "Bool": "BOOLEAN", "Day": "DATE"][kind.rawValue]!
        let words =
            switch kind {
            case .string: "text"
            case .int: "a whole number"
            case .money: "an amount in minor units"
            case .bool: "yes or no"
            case .day: "a day"
            }
        guard !isOptional else { return ("NULL", "NULL::\(postgresType)", words + " or NULL") }
        switch kind {
        case .string: return ("''", "''::TEXT", words)
        case .bool: return ("0", "false", words)
        default: return ("0", "0::BIGINT", words)
        }
    }

    /// A list's row as a store reads it, `(label, value)`: the value's type there, and the model's entry from
    /// `label` and `value` read so (an amount is kept in minor units).
    var entryStored: String { kind == .money ? "Int64" : "Int" }
    var entryFromStored: String { ".init(label: label, value: \(fromStored("value")))" }

    /// A list's value as a screen shows it in a table's cell, from the model's at `$0`.
    var entryDisplay: String { kind == .money ? ".money($0.value)" : ".text(String($0.value))" }

    /// A value that passes the field's checks, as Swift writes it, as a person types it on a command line,
    /// as a screen shows it, as JSON holds it (in a Swift dictionary literal) and as a `Display.Value`.
    func sample(_ number: Int, currency: AppCurrency = .yen) -> (swift: String, typed: String, shown: String, json: String, value: String) {
        switch kind {
        case .string:
            var text = (number == 1 ? "First " : "Second ") + Feature.words(name, separator: " ")
            if let range {
                if text.count > range.upperBound { text = String(text.prefix(range.upperBound)) }
                while text.count < range.lowerBound { text += "x" }
                text = text.trimmingTrailingSpaces()
                while text.count < range.lowerBound { text += "x" }
            }
            return ("\"\(text)\"", text.contains(" ") ? "\"\(text)\"" : text, text, "\"\(text)\"", ".text(\"\(text)\")")
        case .int:
            let value = range.map { Swift.min(Swift.max(number, $0.lowerBound), $0.upperBound) } ?? number
            return (String(value), String(value), String(value), String(value), ".text(\"\(value)\")")
        case .money:
            // Whole units (350, 1200), as typed; kept in minor units.
            let whole =
                range.map { Swift.min(Swift.max(number == 1 ? 350 : 1_200, $0.lowerBound), $0.upperBound) } ?? (number == 1 ? 350 : 1_200)
            let minor = whole * currency.scale
            let swift = "Money(minorUnits: \(minor), currency: .app)"
            return (swift, String(whole), currency.shown(minor), String(minor), ".money(\(swift))")
        case .bool:
            let value = number == 1
            return (String(value), value ? "yes" : "no", value ? "yes" : "no", String(value), ".text(\"\(value ? "yes" : "no")\")")
        case .day:
            let day = number == 1 ? "2026-11-27" : "2026-12-24"
            let swift = "Day(parsing: \"\(day)\")!"
            return (swift, day, day, "\"\(day)\"", ".date(\(swift).date, .day)")
        }
    }

    /// The Swift, SQL, contract and documentation pieces that differ by kind, as the templates use them.
    func pieces(owner: String, words: String, currency: AppCurrency) -> [String: Any] {
        let label = Feature.words(name, separator: " ")
        // The field as its errors name it: in Japanese by its label in the feature's catalog.
        let field = "\(owner).\(name)Field"
        let named = [
            "/// The \(label) as a message names it (in Japanese, by its label in the feature's words).",
            "public static let \(name)Field = FieldName(\"\(label)\", japanese: \(words).\(Feature.lowerFirst(owner))\(Feature.upperFirst(name))Label.japanese)",
        ]
        let notNull = isOptional ? "" : " NOT NULL"
        let column = Feature.words(name, separator: "_")
        let minor = range.map { ($0.lowerBound * currency.scale, $0.upperBound * currency.scale) }
        var check: String
        var argument: String
        var limit: [String] = []
        var sqlite: String
        var postgres: String
        var stored = kind.rawValue
        var toStored = "content.\(name)"
        var schema: [String]
        var contentSchema: [String]
        var kindWords: String
        var limitWords: String
        let nullable = { (type: String) in isOptional ? "[\(type), 'null']" : type }
        switch kind {
        case .string:
            let range = range ?? 1...200
            argument = "optionalWord"
            check = "try FieldCheck.\(isOptional ? "optionalText" : "text")(\(name), field: \(field), length: \(owner).\(name)Length)"
            limit =
                named + [
                    "/// How many characters the \(label) holds\(isOptional ? " when it is given" : "").",
                    "public static let \(name)Length = \(range.lowerBound)...\(range.upperBound)",
                ]
            sqlite =
                "\(column) TEXT\(notNull) CHECK (\(column) IS NULL OR length(\(column)) BETWEEN \(range.lowerBound) AND \(range.upperBound))"
            postgres =
                "\(column) TEXT\(notNull) CHECK (\(column) IS NULL OR char_length(\(column)) BETWEEN \(range.lowerBound) AND \(range.upperBound))"
            schema = ["type: string"]
            contentSchema = [
                "type: \(nullable("string"))",
                "description: '\(range.lowerBound) to \(range.upperBound) characters once trimmed, without a NUL"
                    + (isOptional ? "; blank or null is none.'" : "; blank is `field-required`.'"),
            ]
            contentSchema +=
                isOptional
                ? ["pattern: '^[^\\u0000]*$'"] : ["minLength: \(range.lowerBound)", "pattern: '^[^\\u0000]*[^\\s\\u0000][^\\u0000]*$'"]
            contentSchema.append("maxLength: \(range.upperBound)")
            kindWords = "text"
            limitWords = "\(range.lowerBound) to \(range.upperBound) characters"
        case .int:
            argument = "optionalInteger"
            check = "try FieldCheck.\(isOptional ? "optionalNumber" : "number")(\(name), field: \(field), range: \(owner).\(name)Range)"
            limit =
                named + [
                    "/// The values the \(label) takes\(isOptional ? " when it is given" : ""); nil for any whole number.",
                    "public static let \(name)Range: ClosedRange<Int>? = \(range.map(Feature.swift) ?? "nil")",
                ]
            let between = range.map { " CHECK (\(column) IS NULL OR \(column) BETWEEN \($0.lowerBound) AND \($0.upperBound))" } ?? ""
            sqlite = "\(column) INTEGER\(notNull)\(between)"
            postgres = "\(column) BIGINT\(notNull)\(between)"
            stored = "Int"
            schema = ["type: integer", "format: int64"]
            contentSchema = ["type: \(nullable("integer"))", "format: int64"]
            if let range { contentSchema += ["minimum: \(range.lowerBound)", "maximum: \(range.upperBound)"] }
            kindWords = "whole number"
            limitWords = range.map { "\($0.lowerBound) to \($0.upperBound)" } ?? "none"
        case .money:
            argument = "optionalAmount"
            check = "try FieldCheck.\(isOptional ? "optionalAmount" : "amount")(\(name), field: \(field), range: \(owner).\(name)Range)"
            let bounds = minor.map { "Money(minorUnits: \($0.0), currency: .app)...Money(minorUnits: \($0.1), currency: .app)" } ?? "nil"
            limit =
                named + [
                    "/// The amounts the \(label) takes\(isOptional ? " when it is given" : ""), in the app's currency; nil for any.",
                    "public static let \(name)Range: ClosedRange<Money>? = \(bounds)",
                ]
            let between = minor.map { " CHECK (\(column) IS NULL OR \(column) BETWEEN \($0.0) AND \($0.1))" } ?? ""
            sqlite = "\(column) INTEGER\(notNull)\(between)"
            postgres = "\(column) BIGINT\(notNull)\(between)"
            stored = "Int64"
            toStored = "content.\(name)\(isOptional ? "?" : "").minorUnits"
            let description = "description: In the minor units of the app's currency (`Currency.app`)."
            schema = ["type: integer", "format: int64", description]
            contentSchema = ["type: \(nullable("integer"))", "format: int64", description]
            if let minor { contentSchema += ["minimum: \(minor.0)", "maximum: \(minor.1)"] }
            kindWords = "amount of money"
            limitWords = minor.map { "\(currency.shown($0.0)) to \(currency.shown($0.1))" } ?? "none"
        case .bool:
            argument = "optionalFlag"
            // Left out or not, an optional yes or no fits as it is.
            check = isOptional ? name : "try FieldCheck.flag(\(name), field: \(field))"
            limit = isOptional ? [] : named
            sqlite = "\(column) INTEGER\(notNull) CHECK (\(column) IS NULL OR \(column) IN (0, 1))"
            postgres = "\(column) BOOLEAN\(notNull)"
            schema = ["type: boolean"]
            contentSchema = ["type: \(nullable("boolean"))"]
            kindWords = "yes or no"
            limitWords = "none"
        case .day:
            argument = "optionalDay"
            check = isOptional ? name : "try FieldCheck.day(\(name), field: \(field))"
            limit = isOptional ? [] : named
            // SQLite keeps a day as its text; date() gives back a real day's own text and moves 02-30 on.
            sqlite = "\(column) TEXT\(notNull) CHECK (\(column) IS NULL OR date(\(column)) IS \(column))"
            postgres = "\(column) DATE\(notNull)"
            schema = ["$ref: '#/components/schemas/Day'"]
            // A client may send null for an optional one, as for the other kinds.
            contentSchema = isOptional ? ["$ref: '#/components/schemas/DayOrNull'"] : schema
            kindWords = "date, YYYY-MM-DD"
            limitWords = "none"
        }
        let question = isOptional ? "?" : ""
        return [
            "check": check,
            "argument": argument,
            "limitLines": limit,
            "sqliteColumn": sqlite,
            "postgresColumn": postgres,
            "storedType": stored + question,
            "fromStored": fromStored(name),
            // The field's value from the next cell of a PostgreSQL row (the server's store decodes a row a cell
            // at a time, in the order of its columns).
            "fromRow": fromStored("try cells.next(\(stored + question).self)"),
            "toStored": toStored,
            "schemaLines": schema,
            "contentSchemaLines": contentSchema,
            "kindWords": kindWords,
            "limitWords": limitWords,
            "fromAPI": fromAPI(name),
            "shownValue": displayValue("$0.\(name)", language: "language"),
            "apiFromModel": apiValue("\(Feature.lowerFirst(owner)).content.\(name)"),
            "apiFromContent": apiValue("content.\(name)"),
        ]
    }

    /// The field's value at `value` as a `Display.Value`, in Swift: an optional one left empty shows nothing.
    func displayValue(_ value: String, language: String) -> String {
        switch (kind, isOptional) {
        case (.string, false): ".text(\(value))"
        case (.string, true): ".text(\(value) ?? \"\")"
        case (.int, false): ".text(String(\(value)))"
        case (.int, true): ".text(\(value).map(String.init) ?? \"\")"
        case (.money, false): ".money(\(value))"
        case (.money, true): "\(value).map(Display.Value.money) ?? .text(\"\")"
        case (.bool, false): ".text(\(language).say(.yesOrNo(\(value))))"
        case (.bool, true): ".text(\(value).map { \(language).say(.yesOrNo($0)) } ?? \"\")"
        case (.day, false): ".date(\(value).date, .day)"
        case (.day, true): "\(value).map { .date($0.date, .day) } ?? .text(\"\")"
        }
    }

    /// The field's value in an answer for a user with nothing stored, in Swift: none, empty, zero, no.
    var zero: String {
        guard !isOptional else { return "nil" }
        switch kind {
        case .string: return "\"\""
        case .int: return "0"
        case .money: return ".zero(.app)"
        case .bool: return "false"
        case .day: return "nil"  // refused: an answer's day is optional
        }
    }

    /// The model's value from what a store keeps at `value` (an amount is kept in minor units).
    func fromStored(_ value: String) -> String {
        guard kind == .money else { return value }
        return isOptional ? "\(value).map { Money(minorUnits: $0, currency: .app) }" : "Money(minorUnits: \(value), currency: .app)"
    }

    /// The model's value from the contract's at `value` (a whole number is `Int64` there, an amount its minor
    /// units).
    func fromAPI(_ value: String) -> String {
        switch (kind, isOptional) {
        case (.string, _), (.bool, _), (.money, _), (.day, _): fromStored(value)
        case (.int, false): "Int(clamping: \(value))"
        case (.int, true): "\(value).map { Int(clamping: $0) }"
        }
    }

    /// The field's value in the contract's type, from the model's at `value`.
    func apiValue(_ value: String) -> String {
        switch (kind, isOptional) {
        case (.string, _), (.bool, _), (.day, _): value
        case (.int, false): "Int64(\(value))"
        case (.int, true): "\(value).map(Int64.init)"
        case (.money, false): "\(value).minorUnits"
        case (.money, true): "\(value)?.minorUnits"
        }
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
