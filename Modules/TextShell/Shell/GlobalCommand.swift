/// The commands that work on every screen, signed in or not.
public enum GlobalCommand: CommandSet {
    case help
    case `where`
    case quit

    public static let specs: [CommandSpec<GlobalCommand>] = [
        CommandSpec("help", aliases: ["?"], summary: ShellWords.helpSummary, .help),
        CommandSpec("where", summary: ShellWords.whereSummary, .where),
        CommandSpec("quit", aliases: ["exit"], summary: ShellWords.quitSummary, .quit),
    ]
}

/// The commands that move around the signed-in app, on every signed-in screen.
public enum NavigationCommand: CommandSet {
    case back
    case home
    case open(path: String)
    case logout

    public static let specs: [CommandSpec<NavigationCommand>] = [
        CommandSpec("back", summary: ShellWords.backSummary, .back),
        CommandSpec("home", summary: ShellWords.homeSummary, .home),
        CommandSpec("open", .word("PATH", completion: .paths), summary: ShellWords.openSummary) {
            .open(path: $0)
        },
        CommandSpec("logout", summary: ShellWords.logoutSummary, .logout),
    ]
}
