import MarketplaceModels
public import MarketplacePresenters
public import Models
import Presenters
public import TextShell

/// The words of the Items screen's commands in a text front end: names, arguments, summaries.
extension ItemsCommand: CommandSet {
    public static let specs: [CommandSpec<ItemsCommand>] = [
        CommandSpec("list", summary: MarketplaceWords.listPageSummary, .list),
        CommandSpec(
            "select", .integer("N", completion: .rows), summary: MarketplaceWords.selectRowSummary, bareNumber: true
        ) {
            .select(row: $0)
        },
        CommandSpec("search", .optionalText("TEXT"), summary: MarketplaceWords.searchSummary) {
            .search($0)
        },
        CommandSpec("next", summary: MarketplaceWords.nextSummary, .next),
        CommandSpec("prev", aliases: ["previous"], summary: MarketplaceWords.previousSummary, .previous),
        CommandSpec("refresh", summary: MarketplaceWords.refreshPageSummary, .refresh),
    ]
}

extension ItemsCommand.Hint: HintWords {
    public var words: any Words {
        switch self {
        case .howTo: MarketplaceWords.itemsHowTo
        case .notLoaded: MarketplaceWords.itemsNotLoaded
        }
    }
}
