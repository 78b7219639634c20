import EndToEndTesting
import Foundation
import Testing

/// Where `bazaar` keeps its files when no flag says: the database under `$XDG_DATA_HOME` (else
/// `~/.local/share`), the history under `$XDG_STATE_HOME` (else `~/.local/state`), and no history at all
/// with `--no-history`.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct DefaultPathsTests {
    /// Runs `bazaar` with `arguments` in `home` as its working folder too, so a path that wrongly came out
    /// relative lands in the home, which the test removes, and never in the test run's folder.
    static func runInHome(_ arguments: [String], home: URL, environment: [String: String]) throws -> BazaarBinary.Run {
        try BazaarBinary.run(
            arguments, input: Data("where\n".utf8), home: home, environment: environment,
            launcher: ["/usr/bin/env", "-C", home.path])
    }

    @Test func theDatabaseIsKeptUnderAnAbsoluteXDGDataHome() throws {
        try BazaarBinary.withHome { home in
            let data = home.appendingPathComponent("data")
            let run = try Self.runInHome([], home: home, environment: ["XDG_DATA_HOME": data.path])
            #expect(run.status == 0)
            #expect(run.output.hasSuffix("\nlogin\n"))
            #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("bazaar/bazaar.sqlite").path))
            #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".local").path))
        }
    }

    /// A relative `XDG_DATA_HOME` is ignored, as the XDG base directory spec says.
    @Test(arguments: [nil, "data"])
    func otherwiseTheDatabaseIsKeptUnderTheHomesLocalShare(dataHome: String?) throws {
        try BazaarBinary.withHome { home in
            let run = try Self.runInHome([], home: home, environment: dataHome.map { ["XDG_DATA_HOME": $0] } ?? [:])
            #expect(run.status == 0)
            #expect(run.output.hasSuffix("\nlogin\n"))
            #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/share/bazaar/bazaar.sqlite").path))
            #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("data").path))
        }
    }

    @Test func inMemoryLeavesNoFileBehind() throws {
        try BazaarBinary.withHome { home in
            let run = try Self.runInHome(["--in-memory"], home: home, environment: [:])
            #expect(run.status == 0)
            #expect(run.output.hasSuffix("\nlogin\n"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: home.path) == [], "nothing was saved anywhere")
        }
    }

    /// Starts the app on a terminal in `home`, runs `where`, and leaves with Ctrl-D.
    static func whereAtTheTerminal(_ arguments: [String], home: URL, environment: [String: String] = [:]) throws -> PseudoTerminal {
        let terminal = try PseudoTerminal(
            arguments: arguments, environment: BazaarBinary.environment(home: home, ["TERM": "xterm-256color"].merging(environment) { $1 }))
        try terminal.waitFor("login> ")
        try terminal.enter("where", until: "\nlogin\r\n")
        try terminal.waitFor("login> ")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
        return terminal
    }

    @Test(arguments: [true, false])
    func historyIsKeptUnderXDGStateHomeElseUnderTheHomesLocalState(setsStateHome: Bool) throws {
        try BazaarBinary.withHome { home in
            let state = home.appendingPathComponent("state")
            _ = try Self.whereAtTheTerminal(
                ["--in-memory"], home: home, environment: setsStateHome ? ["XDG_STATE_HOME": state.path] : [:])
            let expected = setsStateHome ? state : home.appendingPathComponent(".local/state")
            let saved = try String(contentsOf: expected.appendingPathComponent("bazaar/history"), encoding: .utf8)
            #expect(saved.contains("where"))
        }
    }

    @Test func aRelativeHomeKeepsNoHistoryFile() throws {
        try BazaarBinary.withHome { home in
            // Started in `home`, so a history file wrongly put under the relative HOME would land there.
            let terminal = try PseudoTerminal(
                executable: "/usr/bin/env", arguments: ["-C", home.path, BazaarBinary.url.path, "--in-memory"],
                environment: BazaarBinary.environment(home: home, ["TERM": "xterm-256color", "HOME": "relative-home"]))
            try terminal.waitFor("login> ")
            try terminal.enter("where", until: "\nlogin\r\n")
            try terminal.waitFor("login> ")
            terminal.type("\u{4}")
            #expect(try terminal.waitForExit() == 0)
            #expect(try FileManager.default.contentsOfDirectory(atPath: home.path) == [], "no history file, here or anywhere under it")
        }
    }

    @Test func noHistoryNeitherReadsNorWritesTheHistoryFile() throws {
        try BazaarBinary.withHome { home in
            let history = home.appendingPathComponent(".local/state/bazaar/history")
            try FileManager.default.createDirectory(at: history.deletingLastPathComponent(), withIntermediateDirectories: true)
            let before = Data("_HiStOrY_V2_\nemail\\040recalled@bazaar.dev\n".utf8)
            try before.write(to: history)

            let terminal = try PseudoTerminal(
                arguments: ["--in-memory", "--no-history"], environment: BazaarBinary.environment(home: home, ["TERM": "xterm-256color"]))
            try terminal.waitFor("login> ")
            terminal.type("\u{1B}[A\r")  // Up, then Enter: with the file read, this would run the email command
            try terminal.enter("where", until: "\nlogin\r\n")
            try terminal.waitFor("login> ")
            terminal.type("\u{4}")
            #expect(try terminal.waitForExit() == 0)

            #expect(!terminal.screenText.contains("recalled@bazaar.dev"), "nothing was read from the file")
            #expect(try Data(contentsOf: history) == before, "nothing was written to it")
        }
    }
}
