import MarketplaceModels
public import MarketplacePresenters
public import Models
import Presenters
public import TextShell

/// The words of the ItemDetail screen's commands in a text front end: names, arguments, summaries.
extension ItemDetailCommand: CommandSet {
    public static let specs: [CommandSpec<ItemDetailCommand>] = [
        CommandSpec("buy", summary: MarketplaceWords.buySummary, .buy)
    ]
}

extension ItemDetailCommand.Hint: HintWords {
    public var words: any Words {
        switch self {
        case .buy: MarketplaceWords.buyHint
        }
    }
}
