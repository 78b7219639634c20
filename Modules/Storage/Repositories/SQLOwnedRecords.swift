public import GRDB
public import Models
public import UseCases

/// How one kind of `OwnedRecord` sits in its SQLite table, for `SQLOwnedRecords`: the table has `id`,
/// `owner_id` and `idempotency_key` columns, then the content's (a feature's schema says this once).
public protocol SQLOwnedTable: Sendable {
    associatedtype Record: OwnedRecord
    /// The table's name.
    static var table: String { get }
    /// The content's columns, in the order `arguments(_:)` gives their values and `content(_:)` reads them.
    static var contentColumns: [String] { get }
    /// The values of `content`'s columns, in the order of `contentColumns`.
    static func arguments(_ content: Record.Content) -> StatementArguments
    /// The content whose columns come next in `cells`, in the order of `contentColumns`.
    static func content(_ cells: inout RowCells) throws -> Record.Content
}

/// An owned record's table, in either store's SQL: the columns both stores' repositories read (`id`, the store's
/// own kind of key; `owner_id`, an account's, going with it; `idempotency_key`, one per owner), then the
/// content's, and the index of an owner's pages. What it made stays made: a later change is a migration after it.
public enum OwnedTable {
    /// The statements that make `table`: `id` its key column, `integer` the store's 64-bit integer type, `columns`
    /// the content's, each with its type and checks.
    public static func creating(_ table: String, id: String, integer: String, columns: [String]) -> [String] {
        let columns =
            [id, "owner_id \(integer) NOT NULL REFERENCES accounts(id) ON DELETE CASCADE", "idempotency_key TEXT"] + columns
            + ["UNIQUE (owner_id, idempotency_key)"]
        return [
            "CREATE TABLE \(table) (\n    \(columns.joined(separator: ",\n    "))\n)",
            "CREATE INDEX \(table)_on_owner_id ON \(table) (owner_id, id)",
        ]
    }
}

extension SQLOwnedTable {
    /// The table's first migration (`OwnedTable`), on SQLite.
    public static func creatingTable(_ identifier: String, columns: [String]) -> (identifier: String, sql: [String]) {
        (identifier, OwnedTable.creating(table, id: "id INTEGER PRIMARY KEY AUTOINCREMENT", integer: "INTEGER", columns: columns))
    }
}

/// `OwnedRecordRepository` on a `SQLOwnedTable`: every statement is scoped to the owner it is given.
public struct SQLOwnedRecords<Table: SQLOwnedTable>: OwnedRecordRepository {
    public typealias Record = Table.Record

    /// Package, not private, so a query of a feature's own can go in an extension in its tree.
    package let database: AppDatabase
    /// The columns every query selects, in the order `record(_:)` reads them.
    private static var columns: String { (["id", "owner_id"] + Table.contentColumns).joined(separator: ", ") }

    public init(database: AppDatabase) {
        self.database = database
    }

    public func page(owner: User.ID, offset: Int, limit: Int) async throws -> (elements: [Record], totalCount: Int) {
        let (offset, limit) = (max(0, offset), max(0, limit))
        return try database.read { db in
            let total =
                try Int.fetchOne(
                    db.cachedStatement(sql: "SELECT COUNT(*) FROM \(Table.table) WHERE owner_id = ?"), arguments: [owner.rawValue]) ?? 0
            let rows = try Row.fetchCursor(
                db.cachedStatement(
                    sql: "SELECT \(Self.columns) FROM \(Table.table) WHERE owner_id = ? ORDER BY id DESC LIMIT ? OFFSET ?"),
                arguments: [owner.rawValue, limit, offset])
            return (try Array(rows.map(Self.record)), total)
        }
    }

    public func record(id: Record.ID, owner: User.ID) async throws -> Record? {
        try database.read { db in
            try Row.fetchOne(
                db.cachedStatement(sql: "SELECT \(Self.columns) FROM \(Table.table) WHERE id = ? AND owner_id = ?"),
                arguments: [id.rawValue, owner.rawValue]
            ).map(Self.record)
        }
    }

    public func create(_ content: Record.Content, owner: User.ID, key: IdempotencyKey?) async throws -> Kept<Record> {
        try await write { db in
            // Found and kept in one transaction: a key makes one record, however often it comes.
            if let key,
                let kept = try Row.fetchOne(
                    db, sql: "SELECT \(Self.columns) FROM \(Table.table) WHERE owner_id = ? AND idempotency_key = ?",
                    arguments: [owner.rawValue, key.rawValue])
            {
                return Kept(try Self.record(kept), isReplay: true)
            }
            var arguments: StatementArguments = [owner.rawValue, key?.rawValue]
            _ = arguments.append(contentsOf: Table.arguments(content))
            let marks = Array(repeating: ", ?", count: Table.contentColumns.count).joined()
            try db.execute(
                sql: """
                    INSERT INTO \(Table.table) (owner_id, idempotency_key, \(Table.contentColumns.joined(separator: ", "))) \
                    VALUES (?, ?\(marks))
                    """,
                arguments: arguments)
            return Kept(Record(id: Record.ID(db.lastInsertedRowID), owner: owner, content: content), isReplay: false)
        }
    }

    public func update(id: Record.ID, with content: Record.Content, owner: User.ID) async throws -> Record? {
        try await write { db in
            var arguments = Table.arguments(content)
            _ = arguments.append(contentsOf: [id.rawValue, owner.rawValue])
            let settings = Table.contentColumns.map { "\($0) = ?" }.joined(separator: ", ")
            try db.execute(sql: "UPDATE \(Table.table) SET \(settings) WHERE id = ? AND owner_id = ?", arguments: arguments)
            return db.changesCount == 1 ? Record(id: id, owner: owner, content: content) : nil
        }
    }

    public func delete(id: Record.ID, owner: User.ID) async throws -> Bool {
        try await write { db in
            try db.execute(sql: "DELETE FROM \(Table.table) WHERE id = ? AND owner_id = ?", arguments: [id.rawValue, owner.rawValue])
            return db.changesCount == 1
        }
    }

    /// The record in a row selected as `columns`.
    private static func record(_ row: Row) throws -> Record {
        var cells = RowCells(row)
        let (id, owner) = (try cells.next(Int64.self), try cells.next(Int64.self))
        return Record(id: Record.ID(id), owner: User.ID(owner), content: try Table.content(&cells))
    }

    /// One write transaction; `StoreError.readOnly` at once on a read-only file, SQLite's conditions as `StoreError`s.
    private func write<T: Sendable>(_ work: @escaping @Sendable (Database) throws -> T) async throws -> T {
        guard !database.isReadOnly else { throw StoreError.readOnly }
        return try await translatingStoreErrors { try await database.writer.write(work) }
    }
}

/// A row's values in the order its statement selected them, each read as the type its reader asks for
/// (PostgreSQL's rows have the same reader, `Cells`, so a feature reads its content the same way from both).
public struct RowCells {
    private let row: Row
    private var index = 0

    public init(_ row: Row) { self.row = row }

    /// The next value, as a `T`.
    public mutating func next<T: DatabaseValueConvertible & StatementColumnConvertible>(_: T.Type = T.self) throws -> T {
        defer { index += 1 }
        return try row.decode(T.self, atIndex: index)
    }
}
