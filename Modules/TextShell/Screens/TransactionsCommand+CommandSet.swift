public import Presenters

/// The words of the Transactions screen's commands in a text front end: names, arguments, summaries.
extension TransactionsCommand: CommandSet {
    public static let specs: [CommandSpec<TransactionsCommand>] = [
        CommandSpec("list", summary: "Show the list again.", .list),
        CommandSpec(
            "select", .integer("N", completion: .rows), summary: "Open transaction N of the list (or just type N).", bareNumber: true
        ) {
            .select(row: $0)
        },
        CommandSpec("refresh", summary: "Load the list again.", .refresh),
    ]
}

extension TransactionsCommand.Hint: HintWords {
    public var words: String {
        switch self {
        case .notLoaded: "The list is not loaded: type 'refresh' to load it."
        case .empty: "No transactions yet. Buy something from 'items'."
        }
    }
}
