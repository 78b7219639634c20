/// What `make screen NAME=Profile [PARENT=home]` asks for, checked: a screen that loads and shows what its
/// view model's `load` gives (the session's user, until a use case's closure takes its place), under a
/// route without an id, whose screen gets the command that opens it.
struct ScreenRequest: Equatable {
    var name: String
    var parent: String
    /// For `PARENT=notes/ID`: the feature it goes under, whose record it loads.
    var underID: ScreenUnderID?

    /// Reads `NAME` and `PARENT` (`home` when empty); throws a one-line `Problem` for anything else, for a
    /// `PARENT` that `routes` (MainRoute.swift's text) does not declare without an id, or for a path it
    /// already declares.
    init(name: String, parent: String = "", routes: String, read: (String) -> String? = { _ in nil }) throws(Problem) {
        guard name.first?.isUppercase == true, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw Problem("NAME must be UpperCamelCase, letters and digits (NAME=Profile)")
        }
        self.name = name
        self.parent = parent.isEmpty ? "home" : parent
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

    /// The template folder: `screen`, or `screen-under-id` for `PARENT=notes/ID`.
    var template: String { underID == nil ? "screen" : "screen-under-id" }
}
