public import Models

/// Why the store refused a write or could not make sense of a stored row.
public enum StorageError: Error, Equatable, Sendable {
    /// `markSold` was asked to sell an item that is already sold.
    case itemAlreadySold(Item.ID)
    /// An amount's currency differs from the currency the account or record is kept in.
    case currencyMismatch(expected: String, actual: String)
    /// A stored row holds a value the models cannot represent (an unknown currency, a malformed email).
    case corruptRow(table: String, id: Int64)
    /// The database file or its folder could not be created.
    case cannotCreateFile(path: String)
    /// The path holds something other than a SQLite database (a folder, a text file); it was left as it was.
    case notADatabase(path: String)
}
