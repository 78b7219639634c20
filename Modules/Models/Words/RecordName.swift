/// What one kind of record is called in the sentences every record's screens say (ViewModels' `RecordWords`):
/// in English one and many ("note", "notes"), in Japanese one word (a feature's words declare it).
public struct RecordName: Hashable, Sendable {
    public let one: String
    public let many: String
    public let japanese: String

    public init(one: String, many: String, japanese: String) {
        self.one = one
        self.many = many
        self.japanese = japanese
    }
}
