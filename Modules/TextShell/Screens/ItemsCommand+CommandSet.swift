public import Presenters

/// The words of the Items screen's commands in a text front end: names, arguments, summaries.
extension ItemsCommand: CommandSet {
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

extension ItemsCommand.Hint: HintWords {
    public var words: String {
        switch self {
        case .howTo: "Items for sale. Type a row number to open one; 'next' and 'prev' turn pages; 'search TEXT' filters."
        case .notLoaded: "No page is loaded: type 'refresh' to load it."
        }
    }
}
