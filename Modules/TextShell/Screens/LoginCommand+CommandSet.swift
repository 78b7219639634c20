public import Models
public import Presenters

/// The words of the Login screen's commands in a text front end: names, arguments, summaries.
extension LoginCommand: CommandSet {
    public static let specs: [CommandSpec<LoginCommand>] = [
        CommandSpec("email", .word("ADDRESS"), summary: ShellWords.emailSummary) { .email($0) },
        CommandSpec("password", .optionalSecret("SECRET"), summary: ShellWords.passwordSummary) {
            .password($0)
        },
        CommandSpec("submit", aliases: ["login"], summary: ShellWords.submitSummary, .submit),
    ]
}

extension LoginCommand.Hint: HintWords {
    public var words: any Words {
        switch self {
        case .howTo: ShellWords.loginHowTo
        case .ready: ShellWords.loginReady
        }
    }
}
