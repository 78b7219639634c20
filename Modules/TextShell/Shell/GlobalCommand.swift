/// The commands that work on every screen, signed in or not.
public enum GlobalCommand: CommandSet {
    case help
    case `where`
    case quit

    public static let specs: [CommandSpec<GlobalCommand>] = [
        CommandSpec("help", aliases: ["?"], summary: "Show the commands you can use here.", .help),
        CommandSpec("where", summary: "Show where you are: the navigation stack.", .where),
        CommandSpec("quit", aliases: ["exit"], summary: "Leave Bazaar.", .quit),
    ]
}

/// The commands that move around the signed-in app, on every signed-in screen.
public enum NavigationCommand: CommandSet {
    case back
    case home
    case open(path: String)
    case logout

    public static let specs: [CommandSpec<NavigationCommand>] = [
        CommandSpec("back", summary: "Go back to the previous screen.", .back),
        CommandSpec("home", summary: "Go to the home screen.", .home),
        CommandSpec("open", .word("PATH", completion: .paths), summary: "Jump to a screen by its path, such as home (Tab lists them).") {
            .open(path: $0)
        },
        CommandSpec("logout", summary: "Log out and return to the login screen.", .logout),
    ]
}
