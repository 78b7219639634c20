public import Presenters

/// The words of the Items screen's commands in a text front end: names, arguments, summaries.
extension ItemsCommand: CommandSet {
    public static let specs: [CommandSpec<ItemsCommand>] = [
        CommandSpec("list", summary: ShellWords.listPageSummary, .list),
        CommandSpec(
            "select", .integer("N", completion: .rows), summary: ShellWords.selectRowSummary, bareNumber: true
        ) {
            .select(row: $0)
        },
        CommandSpec("search", .optionalText("TEXT"), summary: ShellWords.searchSummary) {
            .search($0)
        },
        CommandSpec("next", summary: ShellWords.nextSummary, .next),
        CommandSpec("prev", aliases: ["previous"], summary: ShellWords.previousSummary, .previous),
        CommandSpec("refresh", summary: ShellWords.refreshPageSummary, .refresh),
    ]
}

extension ItemsCommand.Hint: HintWords {
    public var words: ShellWords {
        switch self {
        case .howTo: .itemsHowTo
        case .notLoaded: .itemsNotLoaded
        }
    }
}
