import MarketplaceModels
public import MarketplacePresenters
public import Models
import Presenters
public import TextShell

/// The words of the Transactions screen's commands in a text front end: names, arguments, summaries.
extension TransactionsCommand: CommandSet {
    public static let specs: [CommandSpec<TransactionsCommand>] = [
        CommandSpec("list", summary: MarketplaceWords.listTransactionsSummary, .list),
        CommandSpec(
            "select", .integer("N", completion: .rows), summary: MarketplaceWords.selectTransactionSummary, bareNumber: true
        ) {
            .select(row: $0)
        },
        CommandSpec("refresh", summary: MarketplaceWords.refreshListSummary, .refresh),
    ]
}

extension TransactionsCommand.Hint: HintWords {
    public var words: any Words {
        switch self {
        case .notLoaded: MarketplaceWords.transactionsNotLoaded
        case .empty: MarketplaceWords.buySomethingHint
        }
    }
}
