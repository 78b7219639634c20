public import Models

/// The login screen's commands.
public enum LoginCommand: CommandSet {
    case email(String)
    /// The password typed on the line, or `nil` to be asked for it without echo.
    case password(Password?)
    case submit

    public static let specs: [CommandSpec<LoginCommand>] = [
        CommandSpec("email", .word("ADDRESS"), summary: "Set the email address to log in with.") { .email($0) },
        CommandSpec("password", .optionalSecret("SECRET"), summary: "Set the password (asked for without echo when not given).") {
            .password($0)
        },
        CommandSpec("submit", aliases: ["login"], summary: "Log in with the email and password set.", .submit),
    ]
}
