public import Models

/// Where one kind of `OwnedRecord` is kept. Every call names the user it is for, and reads or changes only
/// that user's records: another user's record is as good as missing. Storage has it on SQLite
/// (`SQLOwnedRecords`), the server on PostgreSQL (`PostgresOwnedRecords`), and TestSupport in memory
/// (`InMemoryOwnedRecords`), each keeping the same promises.
public protocol OwnedRecordRepository<Record>: Sendable {
    associatedtype Record: OwnedRecord

    /// `owner`'s records, newest first, `limit` of them after skipping `offset`, and how many there are in all.
    func page(owner: User.ID, offset: Int, limit: Int) async throws -> (elements: [Record], totalCount: Int)
    /// `owner`'s record with this id, or nil.
    func record(id: Record.ID, owner: User.ID) async throws -> Record?
    /// Keeps a new record for `owner`, and returns it with its id. With a `key`, at most once per owner and
    /// key: the same key again returns the record kept with it (a replay), and keeps nothing more.
    func create(_ content: Record.Content, owner: User.ID, key: IdempotencyKey?) async throws -> Kept<Record>
    /// Replaces the content of `owner`'s record with this id; nil when `owner` has no such record.
    func update(id: Record.ID, with content: Record.Content, owner: User.ID) async throws -> Record?
    /// Deletes `owner`'s record with this id; false when `owner` has no such record.
    func delete(id: Record.ID, owner: User.ID) async throws -> Bool
}

extension OwnedRecordRepository {
    /// Keeps a new record for `owner`, with no key.
    public func create(_ content: Record.Content, owner: User.ID) async throws -> Record {
        try await create(content, owner: owner, key: nil).value
    }
}
