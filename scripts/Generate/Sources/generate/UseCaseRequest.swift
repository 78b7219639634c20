/// What `make usecase NAME=TopUp [TAKES="amount:Int(1...50000) note:String?"]` asks for, checked: a use case
/// whose one closure takes those inputs (as a person gave them, each `nil` when left out) and the user it
/// runs for, and whose live implementation checks each input against its limits before it does anything.
///
/// Or, with `RETURNS="total:Int count:Int"` (and `SERVED=GET:/v1/expense-summary`, the path it is served at,
/// by default `/v1/` and the name in kebab case): a use case that returns a value of the user's, read by a
/// repository on every store, and served by the server (template `usecase-served`).
struct UseCaseRequest: Equatable {
    var name: String
    var inputs: [Feature.Field]
    /// The fields of the value it returns (a type named `name`); empty for a use case that returns nothing.
    var returns: [Feature.Field] = []
    /// Which of `returns` are lists of labelled values (`byCategory:[String:Int]` or `[String:Money]`: each row
    /// a label and a value, in the order the query gives them, as `{{Name}}.Entry<Int>` or `Entry<Money>`).
    var lists: Set<String> = []
    /// The path the server serves it at (with `GET`), when it returns something.
    var path: String?

    /// The template it renders.
    var template: String { returns.isEmpty ? "usecase" : "usecase-served" }

    /// Reads `NAME` and `TAKES` (optional, in `make feature`'s `FIELDS` syntax); throws a one-line `Problem`
    /// for anything else, or for a name one of `taken` (the app's own types) has.
    init(
        name: String, takes: String = "", returns: String = "", served: String = "", taken: Set<String> = [],
        properties: Set<String> = [], contract: String = ""
    ) throws(Problem) {
        guard name.first?.isUppercase == true, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw Problem("NAME must be UpperCamelCase, letters and digits (NAME=TopUp)")
        }
        try Feature.refuseKeyword(name, as: "NAME")
        guard !taken.contains(name + "UseCase") else { throw Problem("the app already has \(name)UseCase") }
        if !returns.allSatisfy(\.isWhitespace) || !served.isEmpty {
            self = try Self(
                served: name, returns: returns, path: served, takes: takes, taken: taken, properties: properties, contract: contract)
            return
        }
        self.name = name
        inputs = try takes.split(whereSeparator: \.isWhitespace).map { word throws(Problem) in
            let field = try Self.plainField(String(word))
            guard !Self.reserved.contains(field.name) else {
                throw Problem("'\(field.name)' is the user the use case runs for: name the input otherwise")
            }
            return field
        }
        var seen: Set<String> = []
        for input in inputs where !seen.insert(input.name).inserted { throw Problem("the input '\(input.name)' is named twice") }
    }

    /// A served use case: `returns` in the fields syntax (no ranges: it is an answer, not an input), `path`
    /// `GET:/v1/…` or empty, free in `contract` (the bundled OpenAPI document).
    private init(
        served name: String, returns: String, path: String, takes: String, taken: Set<String>, properties: Set<String>,
        contract: String
    ) throws(Problem) {
        guard takes.isEmpty else {
            throw Problem("a use case with RETURNS takes no TAKES yet: serve its inputs by hand (docs/extending.md, Across the contract)")
        }
        guard !returns.allSatisfy(\.isWhitespace) else {
            throw Problem("SERVED needs RETURNS, the fields of what it answers (RETURNS=\"total:Int count:Int\")")
        }
        for type in [name, "Get" + name, name + "Entry"] where taken.contains(type) || Feature.takenBySwift.contains(type) {
            throw Problem("the app already has a type named \(type): name the use case otherwise")
        }
        guard !contract.contains("operationId: get\(name)\n") else {
            throw Problem("the contract already has the operation get\(name): name the use case otherwise")
        }
        // Its repository joins the stores, the server's stores and the client as a property of this name.
        guard !properties.contains(Feature.lowerFirst(name)) else {
            throw Problem("the app's stores or client already have a property '\(Feature.lowerFirst(name))': name the use case otherwise")
        }
        self.name = name
        inputs = []
        var lists: Set<String> = []
        self.returns = try returns.split(whereSeparator: \.isWhitespace).map { word throws(Problem) in
            guard !word.contains("(") else { throw Problem("'\(word)' is part of an answer: RETURNS takes no ranges") }
            for kind in ["Int", "Money"] where word.hasSuffix(":[String:\(kind)]") {
                // A list of labelled values: named as a field is, of its values' kind, held as its rows.
                let field = try Feature.field(word.dropLast("[String:\(kind)]".count) + kind)
                lists.insert(field.name)
                return field
            }
            guard !word.contains("[") else {
                throw Problem(
                    "'\(word)': a list in RETURNS is NAME:[String:Int] or NAME:[String:Money], a label and a value a row")
            }
            let field = try Feature.field(String(word))
            guard field.kind != .day || field.isOptional else {
                throw Problem("'\(word)': a Date in an answer is optional (\(field.name):Date?): no day stands for nothing stored")
            }
            return field
        }
        self.lists = lists
        var seen: Set<String> = []
        for field in self.returns where !seen.insert(field.name).inserted { throw Problem("the field '\(field.name)' is named twice") }
        for field in self.returns where Self.reservedInAnswers.contains(field.name) {
            throw Problem("'\(field.name)' is a name the answer's conversions or Swift use: name the field otherwise")
        }
        var served = path.isEmpty ? "GET:/v1/" + Feature.words(name, separator: "-") : path
        guard served.hasPrefix("GET:") else {
            throw Problem("SERVED must be GET:/v1/path (a use case that returns something is read with GET)")
        }
        served.removeFirst(4)
        let segments = served.split(separator: "/", omittingEmptySubsequences: false).dropFirst(2)
        guard served.hasPrefix("/v1/"), !segments.isEmpty,
            segments.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") } })
        else { throw Problem("SERVED's path must be /v1/ and lowercase words, digits and dashes (SERVED=GET:/v1/expense-summary)") }
        guard !contract.contains("\n  \(served):\n") else { throw Problem("the contract already has the path \(served)") }
        self.path = served
    }

    /// Names an answer's field cannot have: the contract's conversion (`model`), and Swift's own.
    static let reservedInAnswers: Set<String> = ["model", "self", "init", "default", "nothing"]

    /// Names the closure already uses.
    static let reserved: Set<String> = ["user"]

    /// The names its templates use: `{{Name}}` TopUp, `{{name}}` topUp, `{{title}}` top up, `{{#inputs}}` each
    /// input with the names of a feature's field (`{{field}}`, `{{baseType}}`, `{{label}}`, `{{sample1}}`, …),
    /// `{{hasInputs}}`; for a served one, `{{path}}` (`/v1/expense-summary`), `{{#returns}}` each field of the
    /// answer as a feature's, with `{{zero}}` (its value for a user with nothing) and `{{isList}}` (a list of
    /// `Entry`, whose `{{type}}` is `[Entry]`), `{{required}}` (the required fields' names, comma-separated),
    /// `{{hasRequired}}` and `{{hasLists}}`.
    ///
    /// For a test, each input also has `{{without}}`: the arguments with every input at its sample but this one
    /// left out (`nil, "First note", `), and, when it has an upper limit, `{{#beyond}}{{arguments}}{{error}}{{/beyond}}`:
    /// the arguments with this one just past it, and the `FieldError` that refuses it.
    func context(currency: AppCurrency = .yen) -> [String: Any] {
        let samples = inputs.map { $0.sample(1).swift }
        func arguments(replacing index: Int, with value: String) -> String {
            samples.enumerated().map { $0.offset == index ? value : $0.element }.map { $0 + ", " }.joined()
        }
        let contexts = inputs.enumerated().map { index, input in
            var context = input.context(index: index, isLast: index == inputs.count - 1)
            context["without"] = arguments(replacing: index, with: "nil")
            if let range = input.range {
                let label = Feature.words(input.name, separator: " ")
                context["beyond"] =
                    input.kind == .string
                    ? [
                        "arguments": arguments(replacing: index, with: "String(repeating: \"x\", count: \(range.upperBound + 1))"),
                        "error": "FieldError.tooLong(field: \"\(label)\", maximum: \(range.upperBound))",
                    ]
                    : [
                        "arguments": arguments(replacing: index, with: String(range.upperBound + 1)),
                        "error": "FieldError.outOfRange(field: \"\(label)\", range: \(Feature.swift(range)))",
                    ]
            }
            return context
        }
        let scalars = returns.filter { !lists.contains($0.name) }
        let answers = returns.enumerated().map { index, field in
            let context = field.context(index: index, isLast: index == returns.count - 1, currency: currency)
            guard lists.contains(field.name) else {
                let column = field.answerColumn
                return context.merging([
                    "zero": field.zero, "isList": false, "toAPI": field.apiValue("value.\(field.name)"),
                    "fromAPI": field.fromAPI(field.name), "sqliteZero": column.sqlite, "postgresZero": column.postgres,
                    "columnWords": column.words, "isLastScalar": field.name == scalars.last?.name,
                ]) { $1 }
            }
            return context.merging([
                "isList": true, "isInt": false, "isString": false, "type": "[Entry<\(field.kind.rawValue)>]",
                "zero": "[]", "entryToAPI": field.entryToAPI, "entryFromAPI": field.entryFromAPI,
                "entryStored": field.entryStored, "entryFromStored": field.entryFromStored,
                "columnWords": field.answerColumn.words,
                "sample1": field.listSample(1, currency: currency).swift, "sample2": field.listSample(2, currency: currency).swift,
            ]) { $1 }
        }
        let required = returns.filter { !$0.isOptional }.map(\.name)
        return [
            "Name": name,
            "name": Feature.lowerFirst(name),
            "title": Feature.words(name, separator: " "),
            "Title": Feature.spaced(name, separator: " "),
            "path": path ?? "",
            "returns": answers,
            "scalars": answers.filter { $0["isList"] as? Bool == false },
            "lists": answers.filter { $0["isList"] as? Bool == true },
            "hasScalars": !scalars.isEmpty,
            "required": required.joined(separator: ", "),
            "hasRequired": !required.isEmpty,
            "hasLists": !lists.isEmpty,
            // Whether the answer holds a type of the Models (an amount, a day), which its file then imports.
            "usesModels": returns.contains { [.money, .day].contains($0.kind) },
            "inputs": contexts,
            "hasInputs": !inputs.isEmpty,
            "samples": samples.map { $0 + ", " }.joined(),
        ]
    }
}

extension UseCaseRequest {
    /// A field of `TAKES`: text or a whole number (an amount, a yes or no and a day are a feature's or an
    /// answer's).
    static func plainField(_ word: String) throws(Problem) -> Feature.Field {
        let field = try Feature.field(word)
        guard field.kind == .string || field.kind == .int else {
            throw Problem("'\(word)': a use case's inputs are String or Int (Money, Bool and Date are make feature's and RETURNS')")
        }
        return field
    }
}
