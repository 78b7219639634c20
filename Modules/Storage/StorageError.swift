/// Why the store refused a write, could not make sense of a stored row, or could not open a path.
///
/// Conditions of the database itself (busy, read-only, full, damaged, newer) are `Models.StoreError`s,
/// which the layers above pass through to the person; these are Storage's own.
public enum StorageError: Error, Equatable, Sendable {
    /// A stored row holds a value the models cannot represent (a malformed email).
    case corruptRow(table: String, id: Int64)
    /// The database file or its folder could not be created.
    case cannotCreateFile(path: String)
    /// The path holds something other than a SQLite database (a folder, a text file); it was left as it was.
    case notADatabase(path: String)
    /// The path holds another program's SQLite database (tables, and no migration of the app's); it was left
    /// as it was.
    case anotherProgramsDatabase
    /// The path is empty.
    case emptyPath
    /// The path names a folder (it ends in `/`): nothing was made there.
    case folderPath
    /// The file may be written, but SQLite cannot create its `-wal` and `-shm` files in its folder (one the
    /// process may not write), so it cannot be opened.
    case folderNotWritable(path: String)
}

extension StorageError: CustomStringConvertible {
    /// One line that says what is wrong and what to do.
    public var description: String {
        switch self {
        case let .corruptRow(table, id): "Row \(id) of '\(table)' holds a value this version cannot read."
        case let .cannotCreateFile(path): "Cannot create '\(path)'."
        case .notADatabase: "It is not a SQLite database (nothing was changed)."
        case .anotherProgramsDatabase:
            "It is another program's SQLite database (nothing was changed); give the app a file of its own."
        case .emptyPath: "The path is empty; give the path of a file."
        case .folderPath: "The path names a folder; give the path of a file in it."
        case let .folderNotWritable(path):
            "SQLite cannot create its -wal and -shm files in '\(path)'; make that folder writable for you, or move the database to one that is."
        }
    }
}
