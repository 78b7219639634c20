import EndToEndTesting
import Foundation
import Testing

/// `bazaar --server URL` against a real `bazaar-server` on a loopback port: every transcript says what it
/// says against the embedded store, and no secret reaches a file or a log (and a feature's own tests add
/// theirs: two apps sharing its data, a server killed mid-session named and, once back, losing nothing). Each test starts its own server
/// (SQLite) and stops it on every exit path; they run when make test-server names the server's binary.
@Suite(.timeLimit(.minutes(1)), .enabled(if: ServerProcess.isAvailable)) struct ServerModeTests {
    @Test(arguments: TranscriptReplayTests.names, ServerProcess.Store.available)
    func everyTranscriptReplaysAgainstAServerAsAgainstTheEmbeddedStore(name: String, store: ServerProcess.Store) throws {
        let server = try ServerProcess(on: store)
        defer { server.stop() }
        let transcript = try Transcript(contentsOf: TranscriptReplayTests.url(of: name))
        let run = try BazaarBinary.run(
            ["--server", server.url, "--echo"], input: transcript.input, environment: TranscriptReplayTests.locale(of: name),
            mergingErrors: true)
        #expect(run.status == 0)
        if !transcript.matches(run.output) {
            // The server's own lines (one per request, with its status and time) tell its failure from the app's.
            Issue.record(
                "\(name) differs with --server at \(transcript.firstDifference(from: run.output)). The server logged:\n\(server.log)")
        }
    }

    /// CI replays the transcripts on PostgreSQL for real: a missing cluster there is a failure, not a skip.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CI"] == "true", "only CI must have PostgreSQL"))
    func postgresIsHereUnderCI() {
        #expect(ServerProcess.Store.available.contains(.postgres), "CI=true, but BAZAAR_TEST_POSTGRES is not set: run make test-server")
    }

    /// Typed in a real terminal, so that history is kept, with the session recorded: the password is in
    /// no file, no output and no line the server logged, and no token in any of them either.
    @Test func noPasswordOrTokenReachesTheHistoryTheTranscriptOrTheServersLog() throws {
        let server = try ServerProcess()
        let home = try BazaarBinary.makeHome()
        defer {
            server.stop()
            BazaarBinary.removeHome(home)
        }
        let record = home.appendingPathComponent("session.txt")
        let history = home.appendingPathComponent("history")
        let terminal = try PseudoTerminal(
            arguments: ["--server", server.url, "--record", record.path, "--history-file", history.path],
            environment: BazaarBinary.environment(home: home, ["TERM": "xterm-256color"]))
        try terminal.waitFor("login> ")
        try terminal.enter("email demo@bazaar.dev", until: "Email: demo@bazaar.dev")
        try terminal.enter("password", until: "Password: ")
        try terminal.enter("bazaar-demo", until: "Ready")
        try terminal.enter("submit", until: "home> ")
        try terminal.enter("logout", until: "login> ")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
        server.stop()

        #expect(server.log.contains("POST /v1/sessions 201"), "the log was read: \(server.log)")
        #expect(server.log.contains("DELETE /v1/sessions/current 204"), "logout revoked the token")
        let saved = try String(contentsOf: history, encoding: .utf8)
        #expect(saved.contains("submit"), "history was kept: \(saved)")
        let written = [saved, try String(contentsOf: record, encoding: .utf8), terminal.screenText, server.log]
        for text in written {
            #expect(!text.contains("bazaar-demo"), "no password: \(text)")
            #expect(!text.localizedCaseInsensitiveContains("bearer"), "no token: \(text)")
        }
    }
}
