public import Models
public import PostgresNIO
import Storage
public import UseCases

/// How one kind of `OwnedRecord` sits in its PostgreSQL table, for `PostgresOwnedRecords`: the table has `id`,
/// `owner_id` and `idempotency_key` columns, then the content's, as on SQLite (`SQLOwnedTable`).
public protocol PostgresOwnedTable: Sendable {
    associatedtype Record: OwnedRecord
    /// The table's name.
    static var table: String { get }
    /// The content's columns, in the order `bind(_:to:)` appends their values and `content(_:)` reads them.
    static var contentColumns: [String] { get }
    /// Appends the values of `content`'s columns to `bindings`, in the order of `contentColumns`.
    static func bind(_ content: Record.Content, to bindings: inout PostgresBindings) throws
    /// The content whose columns come next in `cells`, in the order of `contentColumns`.
    static func content(_ cells: inout Cells) throws -> Record.Content
}

extension PostgresOwnedTable {
    /// The table's first migration (`OwnedTable`), on PostgreSQL.
    public static func creatingTable(_ identifier: String, columns: [String]) -> (identifier: String, sql: [PostgresQuery]) {
        let statements = OwnedTable.creating(table, id: "id BIGSERIAL PRIMARY KEY", integer: "BIGINT", columns: columns)
        return (identifier, statements.map { PostgresQuery(unsafeSQL: $0) })
    }
}

/// `OwnedRecordRepository` on a `PostgresOwnedTable`, as the SQLite one: every statement is scoped to the
/// owner it is given, and the table's checks refuse what the model's would.
public struct PostgresOwnedRecords<Table: PostgresOwnedTable>: OwnedRecordRepository {
    public typealias Record = Table.Record

    let store: PostgresStore
    /// The columns every query selects, in the order `record(_:)` reads them.
    private static var columns: String { (["id", "owner_id"] + Table.contentColumns).joined(separator: ", ") }

    public init(store: PostgresStore) {
        self.store = store
    }

    public func page(owner: User.ID, offset: Int, limit: Int) async throws -> (elements: [Record], totalCount: Int) {
        let (offset, limit) = (Int64(max(0, offset)), Int64(max(0, limit)))
        return try await store.withConnection { connection in
            let total = try await connection.count(
                "SELECT count(*) FROM \(unescaped: Table.table) WHERE owner_id = \(owner.rawValue)", logger: store.logger)
            let rows = try await connection.rows(
                """
                SELECT \(unescaped: Self.columns) FROM \(unescaped: Table.table) WHERE owner_id = \(owner.rawValue)
                ORDER BY id DESC LIMIT \(limit) OFFSET \(offset)
                """, logger: store.logger)
            return (try rows.map(Self.record), total)
        }
    }

    public func record(id: Record.ID, owner: User.ID) async throws -> Record? {
        try await store.withConnection { connection in
            let rows = try await connection.rows(
                """
                SELECT \(unescaped: Self.columns) FROM \(unescaped: Table.table)
                WHERE id = \(id.rawValue) AND owner_id = \(owner.rawValue)
                """, logger: store.logger)
            return try rows.first.map(Self.record)
        }
    }

    /// A create whose outcome cannot be told (its answer lost, or abandoned past the store's bound) is
    /// `ServiceError.outcomeUnknown`, never "unavailable": the client asks again with its key (`writing`).
    public func create(_ content: Record.Content, owner: User.ID, key: IdempotencyKey?) async throws -> Kept<Record> {
        var bindings = PostgresBindings()
        bindings.append(owner.rawValue)
        bindings.append(key?.rawValue)
        try Table.bind(content, to: &bindings)
        let values = (1...bindings.count).map { "$\($0)" }.joined(separator: ", ")
        // A key makes one record: an insert with a key already kept does nothing (waiting for one in flight to
        // commit), and the record that key made is read instead.
        let insert = PostgresQuery(
            unsafeSQL: """
                INSERT INTO \(Table.table) (owner_id, idempotency_key, \(Table.contentColumns.joined(separator: ", ")))
                VALUES (\(values))
                ON CONFLICT (owner_id, idempotency_key) DO NOTHING
                RETURNING id
                """, binds: bindings)
        return try await store.writing { connection in
            if let row = try await connection.rows(insert, logger: store.logger).first {
                var cells = Cells(row)
                return Kept(Record(id: Record.ID(try cells.next(Int64.self)), owner: owner, content: content), isReplay: false)
            }
            guard let key else { throw ServiceError.unavailable }
            let kept = try await connection.rows(
                """
                SELECT \(unescaped: Self.columns) FROM \(unescaped: Table.table)
                WHERE owner_id = \(owner.rawValue) AND idempotency_key = \(key.rawValue)
                """, logger: store.logger)
            guard let row = kept.first else { throw ServiceError.unavailable }
            return Kept(try Self.record(row), isReplay: true)
        }
    }

    public func update(id: Record.ID, with content: Record.Content, owner: User.ID) async throws -> Record? {
        var bindings = PostgresBindings()
        try Table.bind(content, to: &bindings)
        let settings = Table.contentColumns.enumerated().map { "\($1) = $\($0 + 1)" }.joined(separator: ", ")
        bindings.append(id.rawValue)
        bindings.append(owner.rawValue)
        let update = PostgresQuery(
            unsafeSQL: """
                UPDATE \(Table.table) SET \(settings)
                WHERE id = $\(bindings.count - 1) AND owner_id = $\(bindings.count)
                RETURNING id
                """, binds: bindings)
        return try await store.writing { connection in
            let rows = try await connection.rows(update, logger: store.logger)
            return rows.isEmpty ? nil : Record(id: id, owner: owner, content: content)
        }
    }

    public func delete(id: Record.ID, owner: User.ID) async throws -> Bool {
        try await store.writing { connection in
            let rows = try await connection.rows(
                "DELETE FROM \(unescaped: Table.table) WHERE id = \(id.rawValue) AND owner_id = \(owner.rawValue) RETURNING id",
                logger: store.logger)
            return !rows.isEmpty
        }
    }

    /// The record in a row selected as `columns`.
    private static func record(_ row: PostgresRow) throws -> Record {
        var cells = Cells(row)
        let (id, owner) = (try cells.next(Int64.self), try cells.next(Int64.self))
        return Record(id: Record.ID(id), owner: User.ID(owner), content: try Table.content(&cells))
    }
}

extension PostgresBindings {
    /// Appends `value`, or NULL for nil, whether or not its type's encoding can throw: what a
    /// `PostgresOwnedTable` binds its content with, one call per column.
    public mutating func column<Value: PostgresThrowingDynamicTypeEncodable>(_ value: Value?) throws {
        try append(value)
    }
}
