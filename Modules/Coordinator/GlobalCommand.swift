import Presenters

/// The commands that work on every screen.
enum GlobalCommand: String, CaseIterable {
    case help, back, home, `where`, open, quit

    static let specs: [CommandSpec] = [
        CommandSpec("help", aliases: ["?"], summary: "Show the commands you can use here."),
        CommandSpec("back", summary: "Go back to the previous screen."),
        CommandSpec("home", summary: "Go to the home screen."),
        CommandSpec("where", summary: "Show where you are: the navigation stack."),
        CommandSpec(
            "open",
            arguments: [ArgumentSpec("PATH")],
            summary: "Jump to a path: \(DeepLink.examples.joined(separator: ", "))."
        ),
        CommandSpec("quit", aliases: ["exit"], summary: "Leave Bazaar."),
    ]
}
