/// What a person is told went wrong or cannot be done: the words, in their language, and the key's stable
/// code, which a program reads instead of the words (`--json` sends both).
public struct Alert: Sendable, Equatable, CustomStringConvertible {
    public let code: String
    public let text: String

    public init(code: String, text: String) {
        self.code = code
        self.text = text
    }

    /// `words` said in `language`, with its code.
    public init(_ words: some Words, in language: Language) {
        self.init(code: words.code, text: words.text(in: language))
    }

    public var description: String { text }
}
