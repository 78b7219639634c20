import Foundation

/// What `make screen NAME=Profile [PARENT=home] [USECASE=expenseSummary]` asks for, checked: a screen that
/// loads and shows what its view model's `load` gives (the session's user, or the value the use case answers
/// for them). A screen is in a feature tree: under home, a tree of its own (`Modules/Profile/`, joined by its
/// line in Package.swift's `features`); under a screen of a tree (`PARENT=profile`), or under a feature's
/// record (`PARENT=notes/ID`), in that tree, among its routes and words.
struct ScreenRequest: Equatable {
    var name: String
    var parent: String
    /// The tree it goes in (`Profile`, `Notes`), whether it makes it, and whether the tree has screens already
    /// (its routes, screens and catalog, which the first screen of a tree writes).
    var tree: String
    var isNewTree: Bool
    var hasScreens: Bool
    /// For `PARENT=notes/ID`: the feature it goes under, whose record it loads.
    var underID: ScreenUnderID?
    /// For `USECASE=…`: the use case it loads, and what that answers.
    var useCase: ScreenUseCase?

    /// Reads `NAME` and `PARENT` (`home` when empty); `routes` is the core's routes (MainRoute.swift's text),
    /// `trees` each tree's (its `Presenters/NAMERoute.swift`, by the tree's name), `declared` every other file of
    /// routes (a hand-written tree's, such as the worked example's `Presenters/Routing/`), `taken` the types the
    /// app declares and `commands` its screens' command words by tree (the core's, on every screen, under "").
    /// Throws a one-line `Problem` for a `PARENT` that is not home nor a screen's route in a tree, for a path
    /// already declared or already a command, or for types the app already has.
    init(
        name: String, parent: String = "", useCase: String = "", routes: String, trees: [String: String] = [:],
        declared: [String] = [], taken: Set<String> = [], commands: [String: Set<String>] = [:], read: (String) -> String? = { _ in nil }
    ) throws(Problem) {
        guard name.first?.isUppercase == true, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw Problem("NAME must be UpperCamelCase, letters and digits (NAME=Profile)")
        }
        try Feature.refuseKeyword(name, as: "NAME")
        self.name = name
        self.parent = parent.isEmpty ? "home" : parent
        if !useCase.isEmpty {
            guard !self.parent.hasSuffix("/ID") else {
                throw Problem("USECASE goes with a PARENT without an id (a screen under one loads its record)")
            }
            self.useCase = try ScreenUseCase(name: useCase, read: read)
        }
        if self.parent.hasSuffix("/ID") {
            let under = try ScreenUnderID(prefix: String(self.parent.dropLast(3)), routes: routes, read: read)
            (underID, tree, isNewTree, hasScreens) = (under, Feature.upperFirst(under.useCase), false, true)
            try refuseClashes(taken: taken, commands: commands)
            return
        }
        if let useCase = self.useCase {
            // In the use case's tree: under home, or under a screen of that tree.
            (tree, isNewTree, hasScreens) = (useCase.tree, false, trees[useCase.tree] != nil)
            guard self.parent == "home" || trees[tree]?.contains(".route(.\(self.parent), \"") == true else {
                throw Problem(
                    "PARENT=\(self.parent) is not home nor a screen of Modules/\(tree), where a screen on USECASE=\(useCase.name) goes")
            }
        } else if self.parent == "home" {
            guard trees[name] == nil else { throw Problem("there is already a feature tree Modules/\(name): name the screen otherwise") }
            (tree, isNewTree, hasScreens) = (name, true, false)
        } else {
            let declaration = ".route(.\(self.parent), \""
            guard let owner = trees.keys.sorted().first(where: { trees[$0]?.contains(declaration) == true }) else {
                throw Problem("PARENT=\(self.parent) is not home nor a screen make screen made (a route without an id in a tree)")
            }
            (tree, isNewTree, hasScreens) = (owner, false, true)
        }
        let path = self.path
        guard !([routes] + trees.values + declared).contains(where: { $0.contains("\"\(path)\"") }) else {
            throw Problem("a route already declares the path '\(path)'")
        }
        try refuseClashes(taken: taken, commands: commands)
    }

    /// The name of its types and folders: its own, or under a record the parent's case and its own (`NoteArchive`).
    var typeName: String { underID.map { Feature.upperFirst($0.parentCase) + name } ?? name }

    /// Its path is a command on the screen it is under, which a command of that word there would shadow (the
    /// core's `quit`, its tree's `edit`), and its types are new (`Detail` under notes/ID would declare the
    /// record's `NoteDetailPresenter`).
    private func refuseClashes(taken: Set<String>, commands: [String: Set<String>]) throws(Problem) {
        if commands["", default: []].union(commands[tree, default: []]).contains(path) {
            throw Problem("'\(path)' is already a command, which a screen at that path would hide: name the screen otherwise")
        }
        if let type = ["Presenter", "ViewModel", "Command"].map({ typeName + $0 }).first(where: taken.contains) {
            throw Problem("the app already declares \(type), which the screen would declare again: name the screen otherwise")
        }
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
            // The tree it goes in (Modules/Profile/), and its name there: its own, or under a record the
            // parent's case and its own (`noteArchive`, at `notes/ID/archive`).
            "Feature": tree,
            "feature": Feature.lowerFirst(tree),
            "isNewTree": isNewTree,
            "hasScreens": hasScreens,
            // It loads a record or a use case's answer of its tree (its tests set the tree's use case).
            "loadsSomething": underID != nil || useCase != nil,
            "underID": underID != nil,
            "Child": name,
            "child": Feature.lowerFirst(name),
            "transcript": path,
        ]
        context.merge(shownContext(demoEmail: demoEmail, demoName: demoName, currency: currency)) { $1 }
        if let underID {
            // Its route is the parent's case and its own name (`noteArchive`), at `notes/ID/archive`.
            let child = underID.parentCase + name
            context["child"] = child
            context["Child"] = Feature.upperFirst(child)
            context["prefix"] = underID.prefix
            context["parentCase"] = underID.parentCase
            context["transcript"] = "\(underID.prefix)-\(path)"
            context["Record"] = underID.record
            context["record"] = Feature.words(underID.record, separator: " ")
            context["useCase"] = underID.useCase
            context["UseCase"] = Feature.upperFirst(underID.useCase)
            // Each field as the screen shows it: labels padded to the longest, then the value; its label is
            // the record's own (`noteTitleLabel`), which the screen adds no words for.
            var fields = underID.fields.enumerated().map { index, field in
                field.context(index: index, isLast: index == underID.fields.count - 1).merging([
                    "shownKey": "\(underID.parentCase)\(Feature.upperFirst(field.name))Label",
                    "shownValue": field.displayValue("value.content.\(field.name)", language: "self.language"),
                ]) { $1 }
            }
            let labels = fields.map { "\($0["Label"] as? String ?? ""):" }
            let width = labels.map(\.count).max() ?? 0
            for index in fields.indices {
                let shown = fields[index]["sample1Shown"] as? String ?? ""
                fields[index]["row1"] = labels[index] + String(repeating: " ", count: width - labels[index].count + 1) + shown
            }
            context["fields"] = fields
            context["first"] = fields[0]
            (context["Shown"], context["shown"], context["lists"], context["hasFields"]) = (underID.record, [], [], true)
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
            context["load"] = "{ [user = context.session.user.id, run = context.environment.\(useCase.name).run] in try await run(user) }"
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
            context["load"] = "{ [user = context.session.user] in user }"
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
                "sampleLine": line.sampleLine, "shownKey": Feature.lowerFirst(name) + line.word, "shownValue": line.display,
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

}
