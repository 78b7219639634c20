import EndToEndTesting
import Foundation
import Testing

/// The app on a terminal that cannot take escape codes (`TERM=dumb`, no `TERM`, or one the terminal
/// database does not describe): the plain reader,
/// with the terminal's own line editing, plain prompts, and still a hidden password prompt.
@Suite(.serialized, .timeLimit(.minutes(1)))
final class DumbTerminalTests {
    let home: URL

    init() throws {
        home = try BazaarBinary.makeHome()
    }

    deinit {
        BazaarBinary.removeHome(home)
    }

    func start(_ environment: [String: String] = ["TERM": "dumb"]) throws -> PseudoTerminal {
        try PseudoTerminal(arguments: ["--in-memory"], environment: BazaarBinary.environment(home: home, environment))
    }

    @Test(arguments: [["TERM": "dumb"], [:], ["TERM": "no-such-terminal"]])
    func thePasswordIsNotEchoedLoginWorksAndNothingHasEscapeCodes(environment: [String: String]) throws {
        let terminal = try start(environment)
        try terminal.waitFor("Type 'email ADDRESS'")
        let session = [
            ("email demo@bazaar.dev", "Email: demo@bazaar.dev"), ("password", "Password: "), ("bazaar-demo", "Password set."),
            ("submit", "Welcome, Demo."),
        ]
        try terminal.waitFor("bazaar login> ")
        for (line, reply) in session { try terminal.enter(line, until: reply) }
        try terminal.waitFor("bazaar home> ")
        try terminal.enter("where", until: "home\r\n")
        try terminal.waitFor("bazaar home> ")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
        #expect(terminal.screenText.hasSuffix("bazaar home> \r\n"), "Ctrl-D ends the prompt's line, as the line editor does")
        #expect(!terminal.screenText.contains("bazaar-demo"), "the terminal did not echo the password")
        #expect(terminal.screenText.contains("where\r\n"), "outside the password prompt the terminal echoes what is typed")
        #expect(!terminal.screenText.contains("\u{1B}"))
        #expect(!terminal.screenText.contains("No entry for terminal type"))
    }

    @Test(arguments: [("half-typed", "\u{3}"), ("", "\u{4}")])
    func echoComesBackWhenThePasswordPromptIsLeftWithCtrlCOrCtrlD(typed: String, key: String) throws {
        let terminal = try start()
        try terminal.waitFor("Type 'email ADDRESS'")
        try terminal.enter("password", until: "Password: ")
        terminal.type(typed)
        terminal.type(key)
        try terminal.waitFor("Error: No password entered.")
        // As a person would, wait for the prompt: typed before it, the terminal's echo comes first.
        try terminal.waitFor("bazaar login> ")
        terminal.type("email demo@bazaar.dev\r")
        let beforeReply = try terminal.waitFor("Email: demo@bazaar.dev")
        #expect(beforeReply.contains("email demo@bazaar.dev"), "the terminal echoes again")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
        #expect(!terminal.screenText.contains("half-typed"))
    }
}
