import Foundation

/// What `make screen NAME=Summary USECASE=expenseSummary` needs to know of the use case the screen loads, read
/// from the files `make usecase NAME=ExpenseSummary RETURNS=…` wrote: the type its `run` answers for a user
/// (`ExpenseSummary`) and that type's fields, which the screen shows one a line.
struct ScreenUseCase: Equatable {
    /// The use case's property in the environment (`expenseSummary`).
    var name: String
    /// Its tree (`ExpenseSummary`: Modules/ExpenseSummary/), which a screen that loads it goes in.
    var tree: String
    /// The type it answers (`ExpenseSummary`).
    var answer: String
    var fields: [Feature.Field]
    /// Which fields are lists of `Entry` (a label and a value a row: a whole number, or an amount).
    var lists: Set<String> = []

    /// Reads it from the app's files (run from its root); throws a one-line `Problem` when `name` is not a
    /// use case that answers a value of String and Int fields for a user.
    init(name: String, read: (String) -> String?) throws(Problem) {
        guard name.first?.isLowercase == true, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw Problem("USECASE must name a use case as the environment does, lowerCamelCase (USECASE=expenseSummary)")
        }
        let type = Feature.upperFirst(name)
        // Its tree (Modules/ExpenseSummary/), which the screen goes in.
        let file = "Modules/\(type)/UseCases/\(type)UseCase.swift"
        guard let text = read(file) else {
            throw Problem("USECASE=\(name): there is no \(file) (make usecase NAME=\(type) RETURNS=… writes one)")
        }
        guard let run = text.firstMatch(of: /public var run: @Sendable \(_ user: User\.ID\) async throws -> ([A-Z][A-Za-z0-9]*)\n/)
        else { throw Problem("\(file): its run does not answer a value for a user, as make usecase RETURNS=… writes it") }
        let answer = String(run.1)
        self.answer = answer
        let model = "Modules/\(type)/Models/\(answer).swift"
        guard let modelText = read(model), let start = modelText.range(of: "public struct \(answer):") else {
            throw Problem("\(model) does not declare \(answer), as make usecase RETURNS=… writes it")
        }
        let body = modelText[start.upperBound...].prefix { $0 != "}" }
        var lists: Set<String> = []
        fields = try body.matches(of: /public var ([a-z][A-Za-z0-9]*): ([A-Za-z0-9.<>\[\]]+)(\??)\n/).map { match throws(Problem) in
            // A list of labelled values: whole numbers (`[Entry<Int>]`, or `[Entry]` as make usecase once wrote
            // it) or amounts (`[Entry<Money>]`).
            if ["[Entry]", "[Entry<Int>]", "[Entry<Money>]"].contains(match.2) && match.3.isEmpty {
                lists.insert(String(match.1))
                return Feature.Field(
                    name: String(match.1), kind: match.2 == "[Entry<Money>]" ? .money : .int, isOptional: false, range: nil)
            }
            // The screen's own words have these cases (`summaryTitle`, `summaryOpens`), one a field besides.
            guard !["title", "opens"].contains(match.1) else {
                throw Problem(
                    "\(answer).\(match.1) is named like the screen's own words: a generated screen cannot show it (show it by hand)")
            }
            guard let kind = Feature.Field.Kind(rawValue: String(match.2)) else {
                throw Problem(
                    "\(answer).\(match.1) is a \(match.2): a generated screen shows String, Int, Money, Bool and Day fields (show it by hand)"
                )
            }
            return Feature.Field(name: String(match.1), kind: kind, isOptional: !match.3.isEmpty, range: nil)
        }
        guard !fields.isEmpty else { throw Problem("\(model): \(answer) has no fields to show") }
        self.lists = lists
        self.name = name
        self.tree = type
    }
}
