/// What `make usecase NAME=TopUp [TAKES="amount:Int(1...50000) note:String?"]` asks for, checked: a use case
/// whose one closure takes those inputs (as a person gave them, each `nil` when left out) and the user it
/// runs for, and whose live implementation checks each input against its limits before it does anything.
struct UseCaseRequest: Equatable {
    var name: String
    var inputs: [Feature.Field]

    /// Reads `NAME` and `TAKES` (optional, in `make feature`'s `FIELDS` syntax); throws a one-line `Problem`
    /// for anything else, or for a name one of `taken` (the app's own types) has.
    init(name: String, takes: String = "", taken: Set<String> = []) throws(Problem) {
        guard name.first?.isUppercase == true, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else {
            throw Problem("NAME must be UpperCamelCase, letters and digits (NAME=TopUp)")
        }
        guard !taken.contains(name + "UseCase") else { throw Problem("the app already has \(name)UseCase") }
        self.name = name
        inputs = try takes.split(whereSeparator: \.isWhitespace).map { word throws(Problem) in
            let field = try Feature.field(String(word))
            guard !Self.reserved.contains(field.name) else {
                throw Problem("'\(field.name)' is the user the use case runs for: name the input otherwise")
            }
            return field
        }
        var seen: Set<String> = []
        for input in inputs where !seen.insert(input.name).inserted { throw Problem("the input '\(input.name)' is named twice") }
    }

    /// Names the closure already uses.
    static let reserved: Set<String> = ["user"]

    /// The names its templates use: `{{Name}}` TopUp, `{{name}}` topUp, `{{title}}` top up, `{{#inputs}}` each
    /// input with the names of a feature's field (`{{field}}`, `{{baseType}}`, `{{label}}`, `{{sample1}}`, …),
    /// `{{hasInputs}}`.
    ///
    /// For a test, each input also has `{{without}}`: the arguments with every input at its sample but this one
    /// left out (`nil, "First note", `), and, when it has an upper limit, `{{#beyond}}{{arguments}}{{error}}{{/beyond}}`:
    /// the arguments with this one just past it, and the `FieldError` that refuses it.
    func context() -> [String: Any] {
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
                        "error": "FieldError.outOfRange(field: \"\(label)\", range: \(range.lowerBound)...\(range.upperBound))",
                    ]
            }
            return context
        }
        return [
            "Name": name,
            "name": Feature.lowerFirst(name),
            "title": Feature.words(name, separator: " "),
            "inputs": contexts,
            "hasInputs": !inputs.isEmpty,
            "samples": samples.map { $0 + ", " }.joined(),
        ]
    }
}
