public import Models

/// One command, declared once: its name, aliases, arguments, a one-line summary, and how its arguments
/// become a `Command`.
///
/// `CommandSpec("select", .integer("N", completion: .rows), summary: ShellWords.selectRowSummary, bareNumber: true) { .select(row: $0) }`
///
/// A command takes any number of arguments, each typed (`new TITLE [BODY]`: `.word("TITLE"), .optionalWord("BODY")`
/// makes `{ .new(title: $0, body: $1) }`); a word with spaces is typed in quotes (`new "Buy milk" "two litres"`).
public struct CommandSpec<Command: Sendable>: Sendable {
    public let name: String
    public let aliases: [String]
    public let arguments: [ArgumentSpec]
    /// What it does, in help: a key of the module's words.
    public let summary: any Words
    /// Whether a number typed alone means this command (`3` is `select 3`).
    public let takesBareNumber: Bool
    let make: @Sendable ([ArgumentValue?]) -> Command?

    private init(
        name: String, aliases: [String], arguments: [ArgumentSpec], summary: any Words, takesBareNumber: Bool,
        make: @escaping @Sendable ([ArgumentValue?]) -> Command?
    ) {
        precondition(arguments.dropLast().allSatisfy { $0.kind != .text }, "a text argument must come last")
        self.name = name
        self.aliases = aliases
        self.arguments = arguments
        self.summary = summary
        self.takesBareNumber = takesBareNumber
        self.make = make
    }

    /// A command without arguments.
    public init(_ name: String, aliases: [String] = [], summary: any Words, _ command: Command) {
        self.init(name: name, aliases: aliases, arguments: [], summary: summary, takesBareNumber: false) { _ in command }
    }

    /// A command with arguments, in the order they are typed; `make` gets each one's value.
    public init<each A: Sendable>(
        _ name: String, aliases: [String] = [], _ argument: repeat Argument<each A>, summary: any Words, bareNumber: Bool = false,
        _ make: @escaping @Sendable (repeat each A) -> Command
    ) {
        var specs: [ArgumentSpec] = []
        for argument in repeat each argument { specs.append(argument.spec) }
        precondition(specs.drop { !$0.isOptional }.allSatisfy(\.isOptional), "a required argument cannot follow an optional one")
        let arguments = (repeat each argument)
        self.init(name: name, aliases: aliases, arguments: specs, summary: summary, takesBareNumber: bareNumber) { values in
            var index = 0
            func next<Value>(_ argument: Argument<Value>) -> Value? {
                defer { index += 1 }
                return argument.value(index < values.count ? values[index] : nil)
            }
            do {
                return try make(repeat Self.required(next(each arguments)))
            } catch {
                return nil
            }
        }
    }

    /// A value read for an argument, or the end of building the command when it does not fit.
    private static func required<Value>(_ value: Value?) throws(ArgumentDoesNotFit) -> Value {
        guard let value else { throw ArgumentDoesNotFit() }
        return value
    }

    private struct ArgumentDoesNotFit: Error {}

    /// The same command, building another type (a screen's command inside a shell's).
    public func map<Other: Sendable>(_ transform: @escaping @Sendable (Command) -> Other) -> CommandSpec<Other> {
        let make = self.make
        return CommandSpec<Other>(
            name: name, aliases: aliases, arguments: arguments, summary: summary, takesBareNumber: takesBareNumber
        ) { make($0).map(transform) }
    }

    /// How to type it, such as `select N` or `password [SECRET]`.
    public var usage: String {
        ([name] + arguments.map(\.usage)).joined(separator: " ")
    }

    /// Whether `word` names this command, in any case and in the full-width letters a Japanese input
    /// method types (`ｗｈｅｒｅ`).
    public func isNamed(_ word: String) -> Bool {
        let word = word.narrowingFullWidthASCII().lowercased()
        return word == name || aliases.contains(word)
    }

    /// Whether one of its arguments is a secret.
    public var takesSecret: Bool { arguments.contains(where: \.isSecret) }
}
