import EndToEndTesting
import Foundation
import Testing

/// The app in a real pseudo-terminal, typed into as a person would.
///
/// Like a person, each test waits for the prompt before typing a key that only the line editor
/// understands (Ctrl-D, Up): typed while a command still runs, the terminal's own line discipline
/// would take it.
@Suite(.serialized, .timeLimit(.minutes(1)))
final class TerminalSessionTests {
    let home: URL
    let history: URL

    init() throws {
        home = try BazaarBinary.makeHome()
        history = home.appendingPathComponent("state/bazaar/history")
    }

    deinit {
        BazaarBinary.removeHome(home)
    }

    func start(_ extra: [String] = []) throws -> PseudoTerminal {
        try PseudoTerminal(
            arguments: ["--in-memory", "--history-file", history.path] + extra,
            environment: BazaarBinary.environment(home: home, ["TERM": "xterm-256color"])
        )
    }

    /// Starts the app with each command waiting out `latency`, fills in the login form as a person types it,
    /// and returns once `submit` shows it is logging in: the login's work is in flight.
    func startLoggingIn(latency: String) throws -> PseudoTerminal {
        let terminal = try start(["--latency", latency])
        try terminal.waitFor("login> ")
        try terminal.enter("email demo@bazaar.dev", until: "Email: demo@bazaar.dev")
        try terminal.enter("password bazaar-demo", until: "Ready")
        try terminal.enter("submit", until: "Logging in…")
        return terminal
    }

    @Test func tabCompletesTheCommandAndTheScreenAnswers() throws {
        let terminal = try start()
        try terminal.waitFor("login> ")
        terminal.type("ema\t")
        try terminal.waitFor("il ")
        try terminal.enter("demo@bazaar.dev", until: "Email: demo@bazaar.dev")
        try terminal.enter("password bazaar-demo", until: "Ready")
        terminal.type("sub\t\r")
        try terminal.waitFor("Welcome, Demo.")
        try terminal.waitFor("home> ")
        terminal.type("hel\t\r")
        try terminal.waitFor("Show the commands you can use here.")
        try terminal.waitFor("home> ")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
    }

    /// A password typed with its command was echoed by the terminal and stayed on the screen: once Enter is
    /// pressed, the cursor goes back up the rows the line took (two, for one past the terminal's 100 columns)
    /// and the line is drawn again, masked.
    @Test func aPasswordTypedWithItsCommandIsDrawnAgainMasked() throws {
        let terminal = try start()
        try terminal.waitFor("login> ")
        try terminal.enter("password hunter2", until: "\u{1B}[1A\r\u{1B}[J")
        try terminal.waitFor("password ********\r\n")
        try terminal.waitFor("login> ")
        let long = String(repeating: "x", count: 95)
        try terminal.enter("password \(long)", until: "\u{1B}[2A\r\u{1B}[J")
        try terminal.waitFor("password ********\r\n")
        try terminal.waitFor("login> ")
        try terminal.enter("email hunter2@bazaar.dev", until: "Email: hunter2@bazaar.dev")
        #expect(!(try terminal.waitFor("login> ")).contains("\u{1B}[J"), "a line that holds no password is left as typed")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func ctrlCClearsTheLineAndTheProgramKeepsRunning() throws {
        let terminal = try start()
        try terminal.waitFor("login> ")
        terminal.type("email half-typed")
        try terminal.waitFor("half-typed")
        terminal.type("\u{3}")
        try terminal.waitFor("login> ")
        try terminal.enter("where", until: "\nlogin\r\n")
        try terminal.waitFor("login> ")
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func ctrlCCancelsSlowWorkWithoutEndingTheProgram() throws {
        let terminal = try startLoggingIn(latency: "30s")
        terminal.type("\u{3}")
        try terminal.waitFor("Login cancelled.")
        try terminal.waitFor("login> ")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func aByteThatIsNotUTF8IsRefusedWithoutEatingTheKeyAfterIt() throws {
        let terminal = try start()
        try terminal.waitFor("login> ")
        terminal.type(bytes: [0xC3] + Array("where\r".utf8))
        try terminal.waitFor("Line is not valid UTF-8; it was ignored.")
        try terminal.waitFor("login> ")
        terminal.type(bytes: [0xE6, 0x80] + Array("where\r".utf8))
        try terminal.waitFor("Line is not valid UTF-8; it was ignored.")
        try terminal.waitFor("login> ")
        try terminal.enter("where", until: "\nlogin\r\n")
        try terminal.waitFor("login> ")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
        #expect(!terminal.screenText.contains("'here'"), "the 'w' after the bad byte was not lost")
    }

    /// Keys a terminal sends as sequences libedit's emacs keymap leaves unbound: Ctrl-Left and Ctrl-Right (and
    /// Alt-) move by a word, as Alt-B and Alt-F do; Page Up, Page Down and Insert change nothing. Each once
    /// put the rest of its sequence ("[1;5D", "5~") into the line.
    @Test func ctrlArrowsMoveByAWordAndPageKeysPutNothingInTheLine() throws {
        let terminal = try start()
        // Each line is 'where ' only if each key moved the cursor as it says: the space typed last lands at
        // the end ('wh ere' is no command).
        for (left, right) in [("\u{1B}[1;5D", "\u{1B}[1;5C"), ("\u{1B}[1;3D", "\u{1B}[1;3C")] {
            try terminal.waitFor("login> ")
            terminal.type("ere" + left + "wh" + right + "\u{1B}[5~\u{1B}[6~\u{1B}[2~ \r")
        }
        try terminal.waitFor("login> ")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
        let answers = terminal.screenText.split(whereSeparator: \.isNewline).filter { $0 == "login" }
        #expect(answers.count == 2, "'where' twice: \(terminal.screenText)")
    }

    /// A folder where the history file should be is said at start, once, and left as it is; the session goes on,
    /// Up recalling its own lines.
    @Test func aFolderWhereTheHistoryFileShouldBeIsSaidOnceAndLeftAlone() throws {
        try FileManager.default.createDirectory(at: history, withIntermediateDirectories: true)
        let terminal = try start()
        try terminal.waitFor("login> ")
        try terminal.enter("where", until: "\nlogin\r\n")
        try terminal.waitFor("login> ")
        terminal.type("\u{1B}[A\r")
        try terminal.waitFor("\nlogin\r\n")
        try terminal.waitFor("login> ")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
        let warning = "history is not saved to '\(history.path)' (it is not a history file"
        let said = terminal.screenText.components(separatedBy: warning).count - 1
        #expect(said == 1, "said once: \(terminal.screenText)")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: history.path, isDirectory: &isFolder) && isFolder.boolValue)
    }

    /// A file where the history's folder should be is said at the first line that could not be kept, once.
    @Test func aHistoryThatCannotBeWrittenIsSaidAtItsFirstLineOnce() throws {
        let folder = history.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("a file of the user's\n".utf8).write(to: folder)
        let terminal = try start()
        for _ in 1...2 {
            try terminal.waitFor("login> ")
            try terminal.enter("where", until: "\nlogin\r\n")
        }
        try terminal.waitFor("login> ")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
        let said = terminal.screenText.components(separatedBy: "history is not saved to '\(history.path)' (Not a directory)").count - 1
        #expect(said == 1, "said once: \(terminal.screenText)")
        #expect(try String(contentsOf: folder, encoding: .utf8) == "a file of the user's\n")
    }

    @Test func thePasswordIsNeitherEchoedNorKeptInHistoryAndUpRecallsAfterARestart() throws {
        let first = try start()
        try first.waitFor("login> ")
        try first.enter("email demo@bazaar.dev", until: "Email: demo@bazaar.dev")
        try first.enter("password", until: "Password: ")
        try first.enter("bazaar-demo", until: "Password set.")
        try first.enter("password inline-secret", until: "Password set.")
        try first.enter("where", until: "\nlogin\r\n")
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
        try second.enter("", until: "\nlogin\r\n")
        try second.waitFor("login> ")
        second.type("\u{4}")
        #expect(try second.waitForExit() == 0)
    }

    @Test func keysTypedWhileWorkRunsAreNotDrawnAndCtrlCStillCancelsWithoutAnEchoedCaret() throws {
        let terminal = try startLoggingIn(latency: "30s")
        let busy = terminal.localModes
        #expect(busy & tcflag_t(ECHO) == 0, "the terminal echoes nothing while work runs")
        #expect(busy & tcflag_t(ICANON) == 0, "keys are kept as typed, for the line editor")
        #expect(busy & tcflag_t(ISIG) != 0, "Ctrl-C still interrupts")
        terminal.type("where")
        terminal.type("\u{3}")
        let whileBusy = try terminal.waitFor("Login cancelled.")
        #expect(!whileBusy.contains("where"), "type-ahead is not drawn into the output")
        #expect(!whileBusy.contains("^C"), "Ctrl-C is not drawn into the output")
        try terminal.waitFor("login> ")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
        #expect(terminal.localModes == terminal.initialLocalModes, "the terminal is left as it was found")
    }

    /// Lines pasted in one go, a hidden password among them: the password is read to its line's end only, and
    /// the lines after it wait for the next prompt.
    @Test func linesTypedAheadOfAHiddenPasswordAreKeptForTheNextPrompt() throws {
        let terminal = try start()
        try terminal.waitFor("login> ")
        terminal.type("email demo@bazaar.dev\rpassword\rbazaar-demo\rsubmit\r")
        try terminal.waitFor("Welcome, Demo.")
        try terminal.waitFor("home> ")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
        #expect(!terminal.screenText.contains("bazaar-demo"), "the password was not echoed")
    }

    @Test func keysTypedWhileWorkRunsWaitForTheNextPrompt() throws {
        let terminal = try startLoggingIn(latency: "500ms")
        terminal.type("where\r")
        let untilPrompt = try terminal.waitFor("home> ")
        #expect(untilPrompt.contains("Welcome, Demo."))
        #expect(!untilPrompt.contains("where"), "nothing typed ahead is drawn into the output")
        try terminal.waitFor("where")  // the line editor draws it at the prompt and runs it
        try terminal.waitFor("\nhome\r\n")
        try terminal.waitFor("home> ")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func ctrlRSearchesHistoryBackwardsAsBashDoes() throws {
        try FileManager.default.createDirectory(at: history.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("_HiStOrY_V2_\nsearch\\040teapot\nwhere\nhelp\n".utf8).write(to: history)
        let terminal = try start()
        try terminal.waitFor("login> ")
        terminal.type("\u{12}")
        try terminal.waitFor("(reverse-i-search)'': ")
        terminal.type("sea")
        try terminal.waitFor("(reverse-i-search)'sea': search teapot")
        terminal.type("\u{12}")
        try terminal.waitFor("(failed reverse-i-search)'sea': search teapot")
        terminal.type("\u{7}")  // Ctrl-G: the search is abandoned, the line is empty again
        try terminal.waitFor("login> ")
        terminal.type("\u{12}whe")
        try terminal.waitFor("(reverse-i-search)'whe': where")
        terminal.type("\r")  // Enter runs the line found
        try terminal.waitFor("login> where")
        try terminal.waitFor("\nlogin\r\n")
        try terminal.waitFor("login> ")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
        #expect(!terminal.screenText.contains("bck:"), "not libedit's own search prompt")
    }

    @Test func sigtermSavesHistoryAndExits() throws {
        let terminal = try start()
        try terminal.waitFor("login> ")
        try terminal.enter("where", until: "\nlogin\r\n")
        try terminal.waitFor("login> ")
        terminal.signal(SIGTERM)
        #expect(try terminal.waitForExit() == 128 + SIGTERM, "exited by itself, after restoring the terminal")
        #expect(try String(contentsOf: history, encoding: .utf8).contains("where"))
        #expect(terminal.localModes == terminal.initialLocalModes)
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGQUIT])
    func aSignalWhileWorkRunsLeavesTheTerminalAsItWasFound(signal: Int32) throws {
        let terminal = try startLoggingIn(latency: "30s")
        try terminal.waitFor("(Ctrl-C cancels)")
        terminal.signal(signal)
        #expect(try terminal.waitForExit() == 128 + signal)
        #expect(terminal.localModes == terminal.initialLocalModes, "echo and line editing are back")
        let afterLabel = terminal.screenText.components(separatedBy: "(Ctrl-C cancels)").last ?? ""
        #expect(afterLabel.contains("\r\u{1B}[2K"), "the busy line is erased, not left on screen: \(afterLabel.debugDescription)")
    }

    @Test(arguments: [["email half-typed"], ["password", "half-typed"]])
    func ctrlBackslashEndsTheProgramCleanlyEvenAtTheHiddenPrompt(typing lines: [String]) throws {
        let terminal = try start()
        try terminal.waitFor("login> ")
        try terminal.enter("where", until: "\nlogin\r\n")
        try terminal.waitFor("login> ")
        for line in lines.dropLast() { try terminal.enter(line, until: "Password: ") }
        terminal.type(lines.last ?? "")
        if lines.count == 1 { try terminal.waitFor(lines[0]) }
        terminal.type("\u{1C}")
        #expect(try terminal.waitForExit() == 128 + SIGQUIT, "exited by itself, after restoring the terminal")
        #expect(!terminal.screenText.contains("crashed"))
        let saved = try String(contentsOf: history, encoding: .utf8)
        #expect(saved.contains("where"))
        #expect(!saved.contains("half-typed"))
    }
}
