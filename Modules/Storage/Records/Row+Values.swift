package import GRDB

/// The one reader and the one writer of every record stored column by column: a record names its columns once
/// (`columnNames`, the order its statements select them) and reads or writes its fields as one tuple in that
/// order, so no record decodes a row field by field.
///
///     init(row: Row) throws { (id, email, displayName, passwordHash) = try row.values() }
///
/// Reading by position keeps GRDB's fast path (`StatementColumnConvertible`): no column is looked up by name.
extension Row {
    /// The row's values in the order its statement selected them, as many as the tuple asked for.
    package func values<each Value: DatabaseValueConvertible & StatementColumnConvertible>() throws -> (repeat each Value) {
        var index = 0
        func next<Next: DatabaseValueConvertible & StatementColumnConvertible>(_: Next.Type) throws -> Next {
            defer { index += 1 }
            return try decode(Next.self, atIndex: index)
        }
        return (repeat try next((each Value).self))
    }
}

extension PersistenceContainer {
    /// Sets each of `columns` to the value at its place in `values`.
    package mutating func set<each Value: DatabaseValueConvertible>(_ columns: [String], to values: repeat each Value) {
        var index = 0
        for value in repeat each values {
            self[columns[index]] = value
            index += 1
        }
    }
}
