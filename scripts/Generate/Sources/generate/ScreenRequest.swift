import Foundation

/// What `make screen NAME=Profile [PARENT=home] [USECASE=expenseSummary]` asks for, checked: a screen that
/// loads and shows what its view model's `load` gives (the session's user, or the value the use case answers
/// for them), under a route without an id, whose screen gets the command that opens it.
struct ScreenRequest: Equatable {
    var name: String
    var parent: String
    /// For `PARENT=notes/ID`: the feature it goes under, whose record it loads.
    var underID: ScreenUnderID?
    /// For `USECASE=…`: the use case it loads, and what that answers.
    var useCase: ScreenUseCase?

    /// Reads `NAME` and `PARENT` (`home` when empty); throws a one-line `Problem` for anything else, for a
    /// `PARENT` that `routes` (MainRoute.swift's text) does not declare without an id, or for a path it
    /// already declares.
    init(
        name: String, parent: String = "", useCase: String = "", routes: String, read: (String) -> String? = { _ in nil }
    ) throws(Problem) {
        guard name.first?.isUppercase == true, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw Problem("NAME must be UpperCamelCase, letters and digits (NAME=Profile)")
        }
        self.name = name
        self.parent = parent.isEmpty ? "home" : parent
        if !useCase.isEmpty {
            guard !self.parent.hasSuffix("/ID") else {
                throw Problem("USECASE goes with a PARENT without an id (a screen under one loads its record)")
            }
            self.useCase = try ScreenUseCase(name: useCase, read: read)
        }
        if self.parent.hasSuffix("/ID") {
            underID = try ScreenUnderID(prefix: String(self.parent.dropLast(3)), routes: routes, read: read)
            return
        }
        guard routes.contains(".route(.\(self.parent), \"") else {
            throw Problem("PARENT=\(self.parent) is not a route without an id in MainRoute.swift")
        }
        guard !routes.contains("\"\(path)\"") else { throw Problem("MainRoute already declares the path '\(path)'") }
    }

    /// `TopUpHistory` → `top-up-history`.
    var path: String { Feature.words(name, separator: "-") }

    /// The names its templates use: `{{Name}}` TopUpHistory, `{{name}}` topUpHistory, `{{path}}`
    /// top-up-history, `{{pathPrefix}}` its first three letters, `{{title}}` top up history, `{{Title}}` Top Up
    /// History, `{{parent}}`, and the demo account's `{{demoEmail}}` and `{{demoName}}`.
    func context(demoEmail: String, demoName: String, currency: AppCurrency = .yen) -> [String: Any] {
        let title = Feature.spaced(name, separator: " ")
        var context: [String: Any] = [
            "Name": name,
            "name": Feature.lowerFirst(name),
            "path": path,
            "pathPrefix": String(path.prefix(3)),
            "title": title.lowercased(),
            "Title": title,
            "parent": parent,
            "demoEmail": demoEmail,
            "demoName": demoName,
        ]
        context.merge(shownContext(demoEmail: demoEmail, demoName: demoName, currency: currency)) { $1 }
        if let underID {
            // Its route is the parent's case and its own name (`noteArchive`), at `notes/ID/archive`.
            let child = underID.parentCase + name
            context["child"] = child
            context["Child"] = Feature.upperFirst(child)
            context["prefix"] = underID.prefix
            context["parentCase"] = underID.parentCase
            context["Record"] = underID.record
            context["record"] = Feature.words(underID.record, separator: " ")
            context["useCase"] = underID.useCase
            context["UseCase"] = Feature.upperFirst(underID.useCase)
            // The feature's tree, which the screen joins (Modules/Notes/).
            context["Feature"] = Feature.upperFirst(underID.useCase)
            // Each field as the screen shows it: labels padded to the longest, then the value.
            var fields = underID.fields.enumerated().map { index, field in
                field.context(index: index, isLast: index == underID.fields.count - 1)
            }
            let labels = fields.map { "\($0["Label"] as? String ?? ""):" }
            let width = labels.map(\.count).max() ?? 0
            for index in fields.indices {
                let shown = fields[index]["sample1Shown"] as? String ?? ""
                fields[index]["row1"] = labels[index] + String(repeating: " ", count: width - labels[index].count + 1) + shown
            }
            context["fields"] = fields
            context["first"] = fields[0]
        }
        return context
    }

    /// What the screen loads and shows: `{{Shown}}` its type (`User`, or the use case's answer), `{{sample}}` one
    /// in Swift, `{{load}}` the factory's closure that loads it, `{{hasUseCase}}`, `{{loads}}` the use case,
    /// and `{{#shown}}` each field it shows: `{{Word}}` (its words' case), `{{Label}}`, `{{field}}`, `{{isList}}`
    /// (a list of labelled values, shown as a table of its own), `{{display}}` (the value shown, in Swift, from
    /// `value`; a list's, a row's value from `$0`), `{{expected}}` (the sample as a `Display.Field`, or a list's
    /// as a `Display.Table`, in Swift), `{{row}}` (the line a transcript shows for the demo account: its name
    /// and email, a value of nothing, or a list's header) and `{{sampleLine}}` (a line the sample shows, as a
    /// test's view keeps it); `{{#fields}}` those shown as label and value (`{{hasFields}}`), then `{{#lists}}`.
    func shownContext(demoEmail: String, demoName: String, currency: AppCurrency = .yen) -> [String: Any] {
        struct Line {
            var word: String, label: String, field: String, isList = false
            var display: String, expected: String, nothing: String, sampleLine: String
        }
        let lines: [Line]
        var context: [String: Any] = [:]
        if let useCase {
            let samples = useCase.fields.map {
                useCase.lists.contains($0.name) ? $0.listSample(1, currency: currency).swift : $0.sample(1, currency: currency).swift
            }
            context["Shown"] = useCase.answer
            context["sample"] = "\(useCase.answer)(\(zip(useCase.fields, samples).map { "\($0.name): \($1)" }.joined(separator: ", ")))"
            context["load"] = "{ [user = session.user.id, run = environment.\(useCase.name).run] in try await run(user) }"
            context["loads"] = useCase.name
            lines = useCase.fields.map { field in
                let label = Feature.upperFirst(Feature.words(field.name, separator: " "))
                if useCase.lists.contains(field.name) {
                    // A table of its own, headed by its label: a row a label and its value.
                    let entry = field.listSample(1, currency: currency)
                    return Line(
                        word: Feature.upperFirst(field.name), label: label, field: field.name, isList: true,
                        display: field.entryDisplay,
                        expected:
                            "Display.Table(headers: [\"\(label)\", \"\"], rows: [[.text(\"\(entry.label)\"), \(entry.display)]])",
                        nothing: "", sampleLine: "\(entry.label) | \(entry.shown)")
                }
                let sample = field.sample(1, currency: currency)
                // What the demo account's answer (nothing stored) shows: nothing for one left out.
                let nothing =
                    field.isOptional
                    ? "" : ["Int": "0", "Money": currency.shown(0), "Bool": "no"][field.kind.rawValue] ?? ""
                return Line(
                    word: Feature.upperFirst(field.name), label: label, field: field.name,
                    display: field.displayValue("value.\(field.name)", language: "self.language"),
                    expected: "Display.Field(\"\(label)\", \(sample.value))", nothing: nothing,
                    sampleLine: "\(label): \(sample.shown)")
            }
        } else {
            context["Shown"] = "User"
            context["sample"] = "Fixtures.demoUser"
            context["load"] = "{ [user = session.user] in user }"
            context["loads"] = ""
            lines = [
                Line(
                    word: "Name", label: "Name", field: "displayName", display: ".text(value.displayName)",
                    expected: "Display.Field(\"Name\", .text(Fixtures.demoUser.displayName))", nothing: demoName,
                    sampleLine: "Name: \(demoName)"),
                Line(
                    word: "Email", label: "Email", field: "email", display: ".text(value.email.rawValue)",
                    expected: "Display.Field(\"Email\", .text(Fixtures.demoUser.email.rawValue))", nothing: demoEmail,
                    sampleLine: "Email: \(demoEmail)"),
            ]
        }
        context["hasUseCase"] = useCase != nil
        // Labels padded to the longest, then the value, as the terminal shows fields (nothing after an empty one).
        let width = lines.filter { !$0.isList }.map { $0.label.count + 1 }.max() ?? 0
        func row(_ label: String, _ value: String) -> String {
            value.isEmpty ? "\(label):" : "\(label):" + String(repeating: " ", count: width - label.count) + value
        }
        func shown(_ line: Line) -> [String: Any] {
            [
                "Word": line.word, "Label": line.label, "field": line.field, "isList": line.isList, "display": line.display,
                "expected": line.expected, "row": line.isList ? line.label : row(line.label, line.nothing),
                "sampleLine": line.sampleLine,
            ]
        }
        // Every field (its words), then those shown as label and value, then the lists, a table each (a table
        // with no rows is its header: the list's label).
        context["shown"] = lines.map(shown)
        context["fields"] = lines.filter { !$0.isList }.map(shown)
        context["hasFields"] = lines.contains { !$0.isList }
        context["lists"] = lines.filter(\.isList).map(shown)
        return context
    }

    /// The template folder: `screen`, or `screen-under-id` for `PARENT=notes/ID`.
    var template: String { underID == nil ? "screen" : "screen-under-id" }
}
