public import Models

/// One command, declared once: its name, aliases, arguments, a one-line summary, and how its arguments
/// become a `Command`.
///
/// `CommandSpec("select", .integer("N", completion: .rows), summary: ShellWords.selectRowSummary, bareNumber: true) { .select(row: $0) }`
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

    /// A command with one argument.
    public init<A>(
        _ name: String, aliases: [String] = [], _ argument: Argument<A>, summary: any Words, bareNumber: Bool = false,
        _ make: @escaping @Sendable (A) -> Command
    ) {
        self.init(name: name, aliases: aliases, arguments: [argument.spec], summary: summary, takesBareNumber: bareNumber) { values in
            argument.value(values.first ?? nil).map(make)
        }
    }

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

    /// Whether `word` names this command.
    public func isNamed(_ word: String) -> Bool {
        let word = word.lowercased()
        return word == name || aliases.contains(word)
    }

    /// Whether one of its arguments is a secret.
    public var takesSecret: Bool { arguments.contains(where: \.isSecret) }
}
