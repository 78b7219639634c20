import Models
public import Presenters

/// The words of the Login screen's commands in a text front end: names, arguments, summaries.
extension LoginCommand: CommandSet {
    public static let specs: [CommandSpec<LoginCommand>] = [
        CommandSpec("email", .word("ADDRESS"), summary: "Set the email address to log in with.") { .email($0) },
        CommandSpec("password", .optionalSecret("SECRET"), summary: "Set the password (asked for without echo when not given).") {
            .password($0)
        },
        CommandSpec("submit", aliases: ["login"], summary: "Log in with the email and password set.", .submit),
    ]
}

extension LoginCommand.Hint: HintWords {
    public var words: String {
        switch self {
        case .howTo: "Type 'email ADDRESS', then 'password', then 'submit'. Type 'help' for every command."
        case .ready: "Ready: type 'submit' to log in."
        }
    }
}
