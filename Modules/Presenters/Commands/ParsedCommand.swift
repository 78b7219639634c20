/// A line that matched a `CommandSpec`: the command's canonical name and its arguments.
public struct ParsedCommand: Equatable, Sendable {
    public var name: String
    public var arguments: [String]

    public init(_ name: String, _ arguments: [String] = []) {
        self.name = name
        self.arguments = arguments
    }

    /// Argument `index` as a number; the parser has already checked that integer arguments parse.
    public func integer(_ index: Int) -> Int? {
        index < arguments.count ? Int(arguments[index]) : nil
    }
}
