/// The names a feature's templates use, as Mustache reads them (a dictionary per level).
///
///     {{Name}} Note   {{name}} note   {{Plural}} Notes   {{plural}} notes   {{path}} notes   {{table}} notes
///     {{title}} note  {{titles}} notes  {{Title}} Note  {{Titles}} Notes  {{aTitle}} a note (an expense)
///     {{ATitle}} A note
///     {{#fields}} {{field}} {{Field}} {{label}} {{column}} {{type}} {{ARG}} {{argument}} {{sample1}} … {{/fields}}
///     {{#listed}} the first fields (three at most), as a list's rows show them … {{isLastListed}} {{/listed}}
extension Feature {
    /// How many fields a list's rows show: the first ones, so a row still fits a line.
    static let listedFields = 3

    func context(demoEmail: String) -> [String: Any] {
        let title = Self.words(name, separator: " ")
        let fieldContexts = fields.enumerated().map { index, field in
            field.context(index: index, isLast: index == fields.count - 1)
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

extension Feature.Field {
    /// The field's names; `index` is its place among the fields, from 0.
    func context(index: Int, isLast: Bool) -> [String: Any] {
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
            "index": String(index + 2),
            "index0": String(index),
            "isLast": isLast,
            "sqlType": kind == .string ? "TEXT" : "INTEGER",
            "notNull": isOptional ? "" : " NOT NULL",
            "argument": kind == .string ? "optionalWord" : "optionalInteger",
            "rowCell": rowCell,
        ]
        if let range {
            context["range"] = [
                "min": String(range.lowerBound), "max": String(range.upperBound), "maxPlusOne": String(range.upperBound + 1),
            ]
        }
        for (number, sample) in [1: sample(1), 2: sample(2)] {
            context["sample\(number)"] = sample.swift
            context["sample\(number)Typed"] = sample.typed
            // As typed, inside a Swift string literal (a test's `app.run("new \"First title\"")`).
            context["sample\(number)TypedInSwift"] = sample.typed.map { $0 == "\"" ? "\\\"" : String($0) }.joined()
            context["sample\(number)Shown"] = sample.shown
        }
        return context
    }

    /// The text of a list's cell, from a row (`$0`), in Swift: nothing for an optional field left empty.
    var rowCell: String {
        switch (kind, isOptional) {
        case (.string, false): "$0.\(name)"
        case (.string, true): "$0.\(name) ?? \"\""
        case (.int, false): "String($0.\(name))"
        case (.int, true): "$0.\(name).map(String.init) ?? \"\""
        }
    }

    /// For a field that is a list of labelled numbers (`RETURNS="byCategory:[String:Int]"`), a list of one
    /// row: its label (`First by category`) and value (the sample's number), and the list as Swift writes it.
    func listSample(_ number: Int) -> (label: String, value: Int, swift: String) {
        let label = (number == 1 ? "First " : "Second ") + Feature.words(name, separator: " ")
        return (label, number, "[.init(label: \"\(label)\", value: \(number))]")
    }

    /// A value that passes the field's checks, as Swift writes it, as a person types it on a command line,
    /// and as a screen shows it.
    func sample(_ number: Int) -> (swift: String, typed: String, shown: String) {
        switch kind {
        case .string:
            var text = (number == 1 ? "First " : "Second ") + Feature.words(name, separator: " ")
            if let range {
                if text.count > range.upperBound { text = String(text.prefix(range.upperBound)) }
                while text.count < range.lowerBound { text += "x" }
                text = text.trimmingTrailingSpaces()
                while text.count < range.lowerBound { text += "x" }
            }
            return ("\"\(text)\"", text.contains(" ") ? "\"\(text)\"" : text, text)
        case .int:
            let value = range.map { Swift.min(Swift.max(number, $0.lowerBound), $0.upperBound) } ?? number
            return (String(value), String(value), String(value))
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
