import Foundation
import Testing

/// The app in a real pseudo-terminal, typed into as a person would.
///
/// Like a person, each test waits for the prompt before typing a key that only the line editor
/// understands (Ctrl-D, Up): typed while a command still runs, the terminal's own line discipline
/// would take it.
@Suite(.serialized)
struct TerminalSessionTests {
    let home: URL
    let history: URL

    init() throws {
        home = try BazaarBinary.makeHome()
        history = home.appendingPathComponent("state/bazaar/history")
    }

    func start(_ extra: [String] = []) throws -> PseudoTerminal {
        try PseudoTerminal(
            arguments: ["--in-memory", "--history-file", history.path] + extra,
            environment: ["HOME": home.path, "TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        )
    }

    @Test func tabCompletesTheCommandAndTheScreenAnswers() throws {
        let terminal = try start()
        try terminal.waitFor("login> ")
        terminal.type("ema\t")
        try terminal.waitFor("il ")
        terminal.type("demo@bazaar.dev\r")
        try terminal.waitFor("Email: demo@bazaar.dev")
        terminal.type("password bazaar-demo\r")
        try terminal.waitFor("Ready")
        terminal.type("sub\t\r")
        try terminal.waitFor("¥10,000")
        try terminal.waitFor("home> ")
        terminal.type("ite\t\r")
        try terminal.waitFor("Items for sale.")
        try terminal.waitFor("items> ")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func ctrlCClearsTheLineAndTheProgramKeepsRunning() throws {
        let terminal = try start()
        try terminal.waitFor("login> ")
        terminal.type("email half-typed")
        try terminal.waitFor("half-typed")
        terminal.type("\u{3}")
        try terminal.waitFor("login> ")
        terminal.type("where\r")
        try terminal.waitFor("\nlogin\r\n")
        try terminal.waitFor("login> ")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func ctrlCCancelsSlowWorkWithoutEndingTheProgram() throws {
        let terminal = try start(["--latency", "30s"])
        try terminal.waitFor("login> ")
        terminal.type("email demo@bazaar.dev\r")
        try terminal.waitFor("Email: demo@bazaar.dev")
        terminal.type("password bazaar-demo\r")
        try terminal.waitFor("Ready")
        terminal.type("submit\r")
        try terminal.waitFor("Logging in…")
        terminal.type("\u{3}")
        try terminal.waitFor("Login cancelled.")
        try terminal.waitFor("login> ")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func thePasswordIsNeitherEchoedNorKeptInHistoryAndUpRecallsAfterARestart() throws {
        let first = try start()
        try first.waitFor("login> ")
        first.type("email demo@bazaar.dev\r")
        try first.waitFor("Email: demo@bazaar.dev")
        first.type("password\r")
        try first.waitFor("Password: ")
        first.type("bazaar-demo\r")
        try first.waitFor("Password set.")
        first.type("password inline-secret\r")
        try first.waitFor("Password set.")
        first.type("where\r")
        try first.waitFor("\nlogin\r\n")
        try first.waitFor("login> ")
        first.type("\u{4}")
        #expect(try first.waitForExit() == 0)
        #expect(!first.screenText.contains("bazaar-demo"), "the hidden prompt did not echo the password")

        let saved = try String(contentsOf: history, encoding: .utf8)
        #expect(saved.contains("where"))
        #expect(saved.contains("email"))
        #expect(!saved.contains("bazaar-demo"))
        #expect(!saved.contains("inline-secret"))
        let mode = try FileManager.default.attributesOfItem(atPath: history.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)

        let second = try start()
        try second.waitFor("login> ")
        second.type("\u{1B}[A")
        try second.waitFor("where")
        second.type("\r")
        try second.waitFor("\nlogin\r\n")
        try second.waitFor("login> ")
        second.type("\u{4}")
        #expect(try second.waitForExit() == 0)
    }

    @Test func sigtermSavesHistoryAndExits() throws {
        let terminal = try start()
        try terminal.waitFor("login> ")
        terminal.type("where\r")
        try terminal.waitFor("\nlogin\r\n")
        try terminal.waitFor("login> ")
        terminal.signal(SIGTERM)
        let status = try terminal.waitForExit()
        #expect(status == 0 || status == 128 + SIGTERM)
        #expect(try String(contentsOf: history, encoding: .utf8).contains("where"))
    }
}
