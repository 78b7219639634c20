internal import GRDB
import Models
import Storage

/// Case-insensitive substring matching, exposed to SQL as `bazaar_contains(text, query)`.
///
/// SQLite's `LIKE` folds case for ASCII letters only, so `LIKE '%café%'` misses `CAFÉ` and
/// `LIKE '%kyūsu%'` misses `KYŪSU`. This function lower-cases with Swift's full Unicode rules and
/// compares `Character`s (canonical equivalence), so every script matches the same way. `%` and `_`
/// in a query are ordinary characters here, not wildcards.
enum TextSearch {
    /// The name SQL calls the function by.
    static let functionName = "bazaar_contains"

    /// The SQL function; registered on every connection by `AppDatabase`.
    static let containsFunction = DatabaseFunction(functionName, argumentCount: 2, pure: true) { values in
        guard
            let text = String.fromDatabaseValue(values[0]),
            let query = String.fromDatabaseValue(values[1])
        else { return nil }
        return matches(text, query: query)
    }

    /// Whether `text` contains `query`, ignoring case in every script and the width of ASCII's letters in
    /// `text` (a name written `（ＬＬ）` is found by `(LL)`); `query` comes narrowed once by `Item.search`, as
    /// the PostgreSQL store takes it, not again for each row.
    static func matches(_ text: String, query: String) -> Bool {
        text.narrowingFullWidthASCII().lowercased().contains(query.lowercased())
    }
}
