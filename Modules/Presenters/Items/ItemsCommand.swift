/// The item list's commands.
public enum ItemsCommand: Sendable {
    case list
    case select(row: Int)
    /// Filter by the text; `nil` shows every item again.
    case search(String?)
    case next
    case previous
    case refresh
}
