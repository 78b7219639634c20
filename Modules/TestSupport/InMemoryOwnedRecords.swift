public import Models
public import UseCases

/// `OwnedRecordRepository` in memory, for tests of what sits on it (a use case, its screens, navigation):
/// `NotesUseCase.live(repository: InMemoryOwnedRecords<Note>())`. It keeps the same promises as the SQLite
/// one: ids count up from 1, pages are newest first, and each user sees only their own. Its methods throw
/// nothing, but say `throws` as the protocol does, so a test calls both the same way.
public actor InMemoryOwnedRecords<Record: OwnedRecord>: OwnedRecordRepository {
    // Package, not private, so an extension in a feature's tree can answer a query of its own.
    package var rows: [Record] = []
    var lastID: Int64 = 0
    /// Which record each owner's key made.
    var keys: [String: Record.ID] = [:]

    public init() {}

    public func page(owner: User.ID, offset: Int, limit: Int) throws -> (elements: [Record], totalCount: Int) {
        let owned = rows.filter { $0.owner == owner }.reversed()
        return (Array(owned.dropFirst(max(0, offset)).prefix(max(0, limit))), owned.count)
    }

    public func record(id: Record.ID, owner: User.ID) throws -> Record? {
        rows.first { $0.id == id && $0.owner == owner }
    }

    public func create(_ content: Record.Content, owner: User.ID, key: IdempotencyKey?) throws -> Kept<Record> {
        let keyed = key.map { "\(owner.rawValue) \($0.rawValue)" }
        if let keyed, let id = keys[keyed], let kept = rows.first(where: { $0.id == id }) { return Kept(kept, isReplay: true) }
        lastID += 1
        let created = Record(id: Record.ID(lastID), owner: owner, content: content)
        rows.append(created)
        if let keyed { keys[keyed] = created.id }
        return Kept(created, isReplay: false)
    }

    public func update(id: Record.ID, with content: Record.Content, owner: User.ID) throws -> Record? {
        guard let index = rows.firstIndex(where: { $0.id == id && $0.owner == owner }) else { return nil }
        rows[index].content = content
        return rows[index]
    }

    public func delete(id: Record.ID, owner: User.ID) throws -> Bool {
        guard let index = rows.firstIndex(where: { $0.id == id && $0.owner == owner }) else { return false }
        rows.remove(at: index)
        return true
    }
}
