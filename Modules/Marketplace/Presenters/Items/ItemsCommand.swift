public import Presenters

/// The item list's commands.
public enum ItemsCommand: Sendable {
    case list
    case select(row: Int)
    /// Filter by the text; `nil` shows every item again.
    case search(String?)
    case next
    case previous
    case refresh

    /// What the item list suggests (worded by a front end).
    public enum Hint: String, ScreenHint {
        /// How to open, page through and search the list, shown first.
        case howTo
        /// No page is loaded (it failed or was cancelled): load it.
        case notLoaded

        public static let screen = "Items"  // words: a code, not words
    }
}
