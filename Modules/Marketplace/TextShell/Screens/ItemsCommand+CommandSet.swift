public import MarketplacePresenters
public import Models
import Presenters
public import TextShell

/// The words of the Items screen's commands in a text front end: names, arguments, summaries.
extension ItemsCommand: CommandSet {
    public static let specs: [CommandSpec<ItemsCommand>] = [
        CommandSpec("list", summary: MarketplaceShellWords.listPageSummary, .list),
        CommandSpec(
            "select", .integer("N", completion: .rows), summary: MarketplaceShellWords.selectRowSummary, bareNumber: true
        ) {
            .select(row: $0)
        },
        CommandSpec("search", .optionalText("TEXT"), summary: MarketplaceShellWords.searchSummary) {
            .search($0)
        },
        CommandSpec("next", summary: MarketplaceShellWords.nextSummary, .next),
        CommandSpec("prev", aliases: ["previous"], summary: MarketplaceShellWords.previousSummary, .previous),
        CommandSpec("refresh", summary: MarketplaceShellWords.refreshPageSummary, .refresh),
    ]
}

extension ItemsCommand.Hint: HintWords {
    public var words: any Words {
        switch self {
        case .howTo: MarketplaceShellWords.itemsHowTo
        case .notLoaded: MarketplaceShellWords.itemsNotLoaded
        }
    }
}
