/// A record that belongs to one user, who alone reads, changes or deletes it: what `make feature` keeps. Its
/// `Content` is its fields, checked; a store keeps it by its id and its owner (`OwnedRecordRepository`), the
/// same way for every such record.
public protocol OwnedRecord: Hashable, Sendable, Identifiable where ID == Identifier<Self> {
    /// The record's fields, each within its limits.
    associatedtype Content: Hashable, Sendable
    /// The record's fields as a person gave them, checked into `Content` by `validated()`.
    associatedtype Draft: RecordDraft where Draft.Content == Content

    var id: ID { get }
    /// The user it belongs to.
    var owner: User.ID { get }
    /// What it holds.
    var content: Content { get set }

    init(id: ID, owner: User.ID, content: Content)
}

/// A record's fields as a person gave them: any of them may be missing or out of its limits until
/// `validated()` says.
public protocol RecordDraft: Hashable, Sendable {
    associatedtype Content

    /// The content, checked; throws the `FieldError` of the first field that does not fit.
    func validated() throws(FieldError) -> Content
}
