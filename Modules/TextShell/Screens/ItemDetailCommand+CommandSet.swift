public import Presenters

/// The words of the ItemDetail screen's commands in a text front end: names, arguments, summaries.
extension ItemDetailCommand: CommandSet {
    public static let specs: [CommandSpec<ItemDetailCommand>] = [
        CommandSpec("buy", summary: "Buy this item with your balance (asks to confirm).", .buy)
    ]
}

extension ItemDetailCommand.Hint: HintWords {
    public var words: String {
        switch self {
        case .buy: "Type 'buy' to buy it."
        }
    }
}
