public import Presenters

/// The words of the Transactions screen's commands in a text front end: names, arguments, summaries.
extension TransactionsCommand: CommandSet {
    public static let specs: [CommandSpec<TransactionsCommand>] = [
        CommandSpec("list", summary: ShellWords.listTransactionsSummary, .list),
        CommandSpec(
            "select", .integer("N", completion: .rows), summary: ShellWords.selectTransactionSummary, bareNumber: true
        ) {
            .select(row: $0)
        },
        CommandSpec("refresh", summary: ShellWords.refreshListSummary, .refresh),
    ]
}

extension TransactionsCommand.Hint: HintWords {
    public var words: ShellWords {
        switch self {
        case .notLoaded: .transactionsNotLoaded
        case .empty: .noTransactionsYet
        }
    }
}
