import LoginModels
public import LoginPresenters
public import Models
public import TextShell

/// The words of the Login screen's commands in a text front end: names, arguments, summaries.
extension LoginCommand: CommandSet {
    public static let specs: [CommandSpec<LoginCommand>] = [
        CommandSpec("email", .word("ADDRESS"), summary: LoginWords.emailSummary) { .email($0) },
        CommandSpec("password", .optionalSecret("SECRET"), summary: LoginWords.passwordSummary) {
            .password($0)
        },
        CommandSpec("submit", aliases: ["login"], summary: LoginWords.submitSummary, .submit),
    ]
}

extension LoginCommand.Hint: HintWords {
    public var words: any Words {
        switch self {
        case .howTo: LoginWords.howTo
        case .ready: LoginWords.ready
        }
    }
}
