public import GRDB
public import Models

/// A day in a SQLite column is its text, `YYYY-MM-DD` (SQLite has no date type; this text sorts as days do,
/// and `date()` reads it). A value that is not one does not decode: the row's read fails, as GRDB's do.
extension Day: DatabaseValueConvertible {
    public var databaseValue: DatabaseValue { description.databaseValue }

    public static func fromDatabaseValue(_ value: DatabaseValue) -> Day? {
        String.fromDatabaseValue(value).flatMap(Day.init(parsing:))
    }
}

/// Read straight from a statement's column, as GRDB reads its own values: a record reads its columns by position
/// (`Row.values`) without a `DatabaseValue` in between.
extension Day: StatementColumnConvertible {
    public init?(sqliteStatement: SQLiteStatement, index: CInt) {
        guard let day = Day(parsing: String(sqliteStatement: sqliteStatement, index: index)) else { return nil }
        self = day
    }
}
