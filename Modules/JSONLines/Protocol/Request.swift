public import Models

/// One line a client sends: a command, the answer to a question, or a secret that was asked for, with an
/// optional `id` its response echoes.
public struct Request: Equatable, Sendable {
    /// What the request asks.
    public enum Kind: Equatable, Sendable {
        /// `{"command": "open items/3"}`: a line as a person would type it at the prompt.
        case command(String)
        /// `{"answer": "yes"}`: the answer to the pending yes-or-no question.
        case answer(String)
        /// `{"secret": "…"}`: the secret the pending question asks for (never shown again).
        case secret(Password)
    }

    public var kind: Kind
    public var id: RequestID?

    public init(_ kind: Kind, id: RequestID? = nil) {
        self.kind = kind
        self.id = id
    }

    /// The keys a request may have: exactly one of the first three, and `id`.
    static let kindKeys = ["command", "answer", "secret"]
    static let idKey = "id"
}
