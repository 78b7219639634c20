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
    func context(demoEmail: String, demoName: String) -> [String: Any] {
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
        context.merge(shownContext(demoEmail: demoEmail, demoName: demoName)) { $1 }
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
    /// in Swift, `{{load}}` the factory's closure that loads it, `{{hasUseCase}}`, `{{loads}}` the use case, and
    /// `{{#shown}}` each line it shows: `{{Word}}` (its words' case), `{{Label}}`, `{{display}}` (the value
    /// shown, in Swift, from `value`), `{{expected}}` (the sample's, in Swift), `{{row}}` (the line a transcript
    /// shows for the demo account: its name and email, or a value of nothing) and `{{sampleShown}}`
    /// (the sample's value).
    func shownContext(demoEmail: String, demoName: String) -> [String: Any] {
        let lines: [(word: String, label: String, display: String, expected: String, shown: String, sample: String)]
        var context: [String: Any] = [:]
        if let useCase {
            context["Shown"] = useCase.answer
            context["sample"] = "\(useCase.answer)(\(useCase.fields.map { "\($0.name): \($0.sample(1).swift)" }.joined(separator: ", ")))"
            context["load"] = "{ [user = session.user.id, run = environment.\(useCase.name).run] in try await run(user) }"
            context["loads"] = useCase.name
            lines = useCase.fields.map { field in
                let display = field.rowCell.replacingOccurrences(of: "$0.", with: "value.")
                let sample = field.sample(1)
                let nothing = field.kind == .int && !field.isOptional ? "0" : ""
                return (
                    Feature.upperFirst(field.name), Feature.upperFirst(Feature.words(field.name, separator: " ")),
                    ".text(\(display))", ".text(\(field.kind == .int ? "\"\(sample.shown)\"" : sample.swift))", nothing, sample.shown
                )
            }
        } else {
            context["Shown"] = "User"
            context["sample"] = "Fixtures.demoUser"
            context["load"] = "{ [user = session.user] in user }"
            context["loads"] = ""
            lines = [
                ("Name", "Name", ".text(value.displayName)", ".text(Fixtures.demoUser.displayName)", demoName, demoName),
                ("Email", "Email", ".text(value.email.rawValue)", ".text(Fixtures.demoUser.email.rawValue)", demoEmail, demoEmail),
            ]
        }
        context["hasUseCase"] = useCase != nil
        // Labels padded to the longest, then the value, as the terminal shows fields (nothing after an empty one).
        let width = lines.map { $0.label.count + 1 }.max() ?? 0
        func row(_ label: String, _ value: String) -> String {
            value.isEmpty ? "\(label):" : "\(label):" + String(repeating: " ", count: width - label.count) + value
        }
        context["shown"] = lines.map { line in
            [
                "Word": line.word, "Label": line.label, "display": line.display, "expected": line.expected,
                "row": row(line.label, line.shown), "sampleShown": line.sample,
            ]
        }
        return context
    }

    /// The template folder: `screen`, or `screen-under-id` for `PARENT=notes/ID`.
    var template: String { underID == nil ? "screen" : "screen-under-id" }
}
