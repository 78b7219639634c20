public import Models

/// A record of the tests' own, on which what every generated feature stands is tested once: the stores
/// (`SQLOwnedRecords`, `PostgresOwnedRecords`, `InMemoryOwnedRecords`) and `OwnedRecordsUseCase`.
public struct Memo: OwnedRecord {
    public struct Content: Hashable, Sendable {
        public var text: String
        public var amount: Int64?

        public init(text: String, amount: Int64?) {
            self.text = text
            self.amount = amount
        }
    }

    /// A memo as typed: its text is required, 1 to 100 characters.
    public struct Draft: RecordDraft {
        public var text: String?
        public var amount: Int64?

        public init(text: String?, amount: Int64?) {
            self.text = text
            self.amount = amount
        }

        public func validated() throws(FieldError) -> Content {
            Content(text: try FieldCheck.text(text, field: "text", length: 1...100), amount: amount)
        }
    }

    public let id: Identifier<Memo>
    public let owner: User.ID
    public var content: Content

    public init(id: Identifier<Memo>, owner: User.ID, content: Content) {
        self.id = id
        self.owner = owner
        self.content = content
    }
}
