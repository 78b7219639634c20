/// An item's commands.
public enum ItemDetailCommand: CommandSet {
    case buy

    public static let specs: [CommandSpec<ItemDetailCommand>] = [
        CommandSpec("buy", summary: "Buy this item with your balance (asks to confirm).", .buy)
    ]
}
