import EndToEndTesting
import Foundation
import Testing

/// The app started by another program in the same process group (`make run`, `sh -c`): Ctrl-C at
/// its prompt reaches the app alone, and the terminal is given back when it ends.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ForegroundTests {
    @Test func ctrlCAtThePromptReachesTheAppAloneAndTheTerminalIsGivenBack() throws {
        let home = try BazaarBinary.makeHome()
        defer { BazaarBinary.removeHome(home) }
        // The shell waits for the app, then reads a line from the terminal itself.
        let script = #""$0" --in-memory --no-history; echo "status $?"; read line; echo "read: $line""#
        let terminal = try PseudoTerminal(
            executable: "/bin/sh", arguments: ["-c", script, BazaarBinary.url.path],
            environment: BazaarBinary.environment(home: home, ["TERM": "xterm-256color"]))
        try terminal.waitFor("login> ")
        terminal.type("email half-typed")
        try terminal.waitFor("half-typed")
        terminal.type("\u{3}")
        try terminal.waitFor("login> ")
        try terminal.enter("where", until: "\nlogin\r\n")
        try terminal.waitFor("login> ")
        terminal.type("quit\r")
        try terminal.waitFor("status 0")  // the shell that started the app was not interrupted by Ctrl-C
        try terminal.enter("typed after", until: "read: typed after")
        #expect(try terminal.waitForExit() == 0)
    }
}
