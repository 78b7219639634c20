import Foundation

/// What `make screen NAME=Archive PARENT=notes/ID` needs to know of the feature it goes under, read from the
/// files `make feature` wrote in its tree (Modules/Notes/), where the screen goes too: the route with the id
/// (`case note(Note.ID)` in `NotesRoute`), the record's fields (`Note.Content`), and the use case that loads
/// one for the user (`NotesUseCase`, an `OwnedRecordsUseCase<Note>`, whose `record` does).
struct ScreenUnderID: Equatable {
    /// The parent route's path without its id (`notes`) and its case (`note`).
    var prefix: String
    var parentCase: String
    /// The record the parent shows (`Note`) and the use case property that loads it (`notes`).
    var record: String
    var useCase: String
    var fields: [Feature.Field]

    /// Reads it from the app's files (run from its root); throws a one-line `Problem` when `PARENT=prefix/ID`
    /// is not a route with an id whose record and use case `make feature` made.
    init(prefix: String, routes: String, read: (String) -> String?) throws(Problem) {
        let plural = prefix.split(separator: "-").enumerated().map {
            $0.offset == 0 ? String($0.element) : Feature.upperFirst(String($0.element))
        }
        .joined()
        let typeName = Feature.upperFirst(plural)
        // The feature's own route type (`NotesRoute`), whose declarations name the id route.
        let routeFile = "Modules/\(typeName)/Presenters/\(typeName)Route.swift"
        let featureRoutes = read(routeFile) ?? ""
        let declaration = try? Regex(#"\.route\("\#(prefix)", id: \{ \.\#(plural)\(\.([a-zA-Z0-9]+)\(\$0\)\) \}, under:"#)
        guard let parentCase = (try? declaration?.firstMatch(in: featureRoutes))??.output[1].substring.map(String.init) else {
            throw Problem("PARENT=\(prefix)/ID is not a route with an id in \(routeFile), as make feature writes it")
        }
        let caseLine = try? Regex(#"case \#(parentCase)\(([A-Z][a-zA-Z0-9]*)\.ID\)"#)
        guard let record = (try? caseLine?.firstMatch(in: featureRoutes))??.output[1].substring.map(String.init) else {
            throw Problem("\(typeName)Route's case \(parentCase) does not take a model's ID")
        }
        let model = "Modules/\(typeName)/Models/\(record).swift"
        guard let modelText = read(model), let content = modelText.range(of: "public struct Content") else {
            throw Problem("\(model) has no Content: a screen under \(prefix)/ID loads a record make feature wrote")
        }
        let body = modelText[content.upperBound...].prefix { $0 != "}" }
        fields = body.matches(of: /public var ([a-z][A-Za-z0-9]*): (String|Int|Money|Bool|Day)(\??)/).map { match in
            let kind = Feature.Field.Kind(rawValue: String(match.2)) ?? .string
            return Feature.Field(name: String(match.1), kind: kind, isOptional: !match.3.isEmpty, range: nil)
        }
        guard fields.first?.kind == .string, fields.first?.isOptional == false else {
            throw Problem("\(model)'s Content does not start with a required String, as make feature writes it")
        }
        let useCase = "Modules/\(typeName)/UseCases/\(typeName)UseCase.swift"
        let loads = "public typealias \(typeName)UseCase = OwnedRecordsUseCase<\(record)>"
        guard read(useCase)?.contains(loads) == true else {
            throw Problem("\(useCase) does not say \(loads), as make feature writes it")
        }
        // What the record's screens say (a record not found, in the screen's words too).
        let viewModels = "Modules/\(typeName)/ViewModels/\(typeName)ViewModel.swift"
        guard read(viewModels)?.contains("public static var \(plural): Self") == true else {
            throw Problem("\(viewModels) does not give RecordWords<\(record)>.\(plural), as make feature writes it")
        }
        // Its fields' labels, which the screen shows as the record's own screen does.
        let catalog = "Modules/\(typeName)/Models/Words/\(typeName)Words.swift"
        let words = read(catalog) ?? ""
        for field in fields where !words.contains("case \(parentCase)\(Feature.upperFirst(field.name))Label") {
            throw Problem("\(catalog) has no \(parentCase)\(Feature.upperFirst(field.name))Label, as make feature writes it")
        }
        self.prefix = prefix
        self.parentCase = parentCase
        self.record = record
        self.useCase = plural
    }
}
