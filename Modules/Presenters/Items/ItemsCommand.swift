/// The item list's commands.
public enum ItemsCommand: CommandSet {
    case list
    case select(row: Int)
    /// Filter by the text; `nil` shows every item again.
    case search(String?)
    case next
    case previous
    case refresh

    public static let specs: [CommandSpec<ItemsCommand>] = [
        CommandSpec("list", summary: "Show the page again.", .list),
        CommandSpec("select", .integer("N", completion: .rows), summary: "Open row N of the page (or just type N).", bareNumber: true) {
            .select(row: $0)
        },
        CommandSpec("search", .optionalText("TEXT"), summary: "Show items whose name or seller contains TEXT; 'search' alone shows all.") {
            .search($0)
        },
        CommandSpec("next", summary: "Show the next page.", .next),
        CommandSpec("prev", aliases: ["previous"], summary: "Show the previous page.", .previous),
        CommandSpec("refresh", summary: "Load the page again.", .refresh),
    ]
}
