public import Presenters

/// The transaction list's commands.
public enum TransactionsCommand: Sendable {
    case list
    case select(row: Int)
    case refresh

    /// What the transaction list suggests (worded by a front end).
    public enum Hint: String, ScreenHint {
        /// The list is not loaded (it failed or was cancelled): load it.
        case notLoaded
        /// There are no transactions yet: buy something.
        case empty

        public static let screen = "Transactions"  // words: a code, not words
    }
}
