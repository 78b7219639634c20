/// A command a screen understands: its name, aliases, arguments and a one-line summary.
public struct CommandSpec: Equatable, Sendable {
    public var name: String
    public var aliases: [String]
    public var arguments: [ArgumentSpec]
    public var summary: String

    public init(_ name: String, aliases: [String] = [], arguments: [ArgumentSpec] = [], summary: String) {
        precondition(arguments.dropLast().allSatisfy { $0.kind != .text }, "a text argument must come last")
        self.name = name
        self.aliases = aliases
        self.arguments = arguments
        self.summary = summary
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

    /// Whether typing this command with `arguments` would put a secret on the line.
    public func carriesSecret(_ arguments: [String]) -> Bool {
        zip(self.arguments, arguments).contains { spec, _ in spec.isSecret }
    }
}

/// One argument of a command.
public struct ArgumentSpec: Equatable, Sendable {
    /// What an argument may hold.
    public enum Kind: Equatable, Sendable {
        /// One word.
        case word
        /// A whole number.
        case integer
        /// The rest of the line, spaces and all.
        case text
    }

    public var name: String
    public var kind: Kind
    public var isOptional: Bool
    /// A secret (a password): a line carrying it is never recorded in history.
    public var isSecret: Bool

    public init(_ name: String, kind: Kind = .word, isOptional: Bool = false, isSecret: Bool = false) {
        self.name = name
        self.kind = kind
        self.isOptional = isOptional
        self.isSecret = isSecret
    }

    var usage: String { isOptional ? "[\(name)]" : name }
}
