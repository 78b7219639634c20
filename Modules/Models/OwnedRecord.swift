/// A record that belongs to one user, who alone reads, changes or deletes it: what `make feature` keeps. Its
/// `Content` is its fields, checked; a store keeps it by its id and its owner (`OwnedRecordRepository`), the
/// same way for every such record.
public protocol OwnedRecord: Hashable, Sendable, Identifiable where ID == Identifier<Self> {
    /// The record's fields, each within its limits.
    associatedtype Content: Hashable, Sendable

    var id: ID { get }
    /// The user it belongs to.
    var owner: User.ID { get }
    /// What it holds.
    var content: Content { get set }

    init(id: ID, owner: User.ID, content: Content)
}
