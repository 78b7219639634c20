/// The transaction list's commands.
public enum TransactionsCommand: Sendable {
    case list
    case select(row: Int)
    case refresh
}
