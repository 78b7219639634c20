import Foundation
import Testing

/// `bazaar --server URL` against a real `bazaar-server` on a loopback port: every transcript says what it
/// says against the embedded store, two apps share one marketplace, a server killed mid-session is named
/// and, once back, loses nothing, and no secret reaches a file or a log. Each test starts its own server
/// (SQLite) and stops it on every exit path; they run when make test-server names the server's binary.
@Suite(.timeLimit(.minutes(1)), .enabled(if: ServerProcess.isAvailable)) struct ServerModeTests {
    @Test(arguments: TranscriptReplayTests.names, ServerProcess.Store.available)
    func everyTranscriptReplaysAgainstAServerAsAgainstTheEmbeddedStore(name: String, store: ServerProcess.Store) throws {
        let server = try ServerProcess(on: store)
        defer { server.stop() }
        let transcript = try Transcript(contentsOf: TranscriptReplayTests.directory.appendingPathComponent(name))
        let run = try BazaarBinary.run(
            ["--server", server.url, "--echo"], input: transcript.input, environment: TranscriptReplayTests.locale(of: name),
            mergingErrors: true)
        #expect(run.status == 0)
        if !transcript.matches(run.output) {
            Issue.record("\(name) differs with --server at \(transcript.firstDifference(from: run.output)).")
        }
    }

    /// CI replays the transcripts on PostgreSQL for real: a missing cluster there is a failure, not a skip.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CI"] == "true", "only CI must have PostgreSQL"))
    func postgresIsHereUnderCI() {
        #expect(ServerProcess.Store.available.contains(.postgres), "CI=true, but BAZAAR_TEST_POSTGRES is not set: run make test-server")
    }

    @Test func twoAppsOnOneServerSeeOneAnothersPurchase() throws {
        let server = try ServerProcess()
        defer { server.stop() }
        let buyer = try BazaarBinary.run(["--server", server.url], script: BazaarBinary.logIn + ["open items/3", "buy", "y", "quit"])
        #expect(buyer.status == 0)
        #expect(buyer.output.contains("Bought Kyūsu teapot 急須 for ¥3,800. Your balance is now ¥6,200.\n"), "\(buyer.output)")

        let other = try BazaarBinary.run(["--server", server.url], script: BazaarBinary.logIn + ["open items/3", "buy", "home", "quit"])
        #expect(other.status == 0)
        #expect(other.output.hasPrefix("Log in\n"))
        #expect(other.output.contains("Balance: ¥6,200\n"), "the other app sees the balance lowered: \(other.output)")
        #expect(other.output.contains("Status: Sold\n"), "and the item sold: \(other.output)")
        #expect(other.errors == "Error: This item has already been sold.\n")
    }

    @Test func aServerKilledMidSessionIsNamedAndOnceBackTheSessionGoesOnWithNothingLost() throws {
        let folder = try BazaarBinary.makeHome()
        defer { BazaarBinary.removeHome(folder) }
        let database = folder.appendingPathComponent("server.sqlite").path
        var server = try ServerProcess(["--port", "0", "--database", database])
        defer { server.stop() }
        let (url, port) = (server.url, server.port)

        let client = try JSONLinesClient(["--json", "--server", url])
        try client.readResponse()
        for request in JSONLinesEndToEndTests.logIn { try client.send(raw: Data(request.utf8)) }
        try client.send(["command": "open items/3"])
        try client.send(["command": "buy"])
        #expect(try client.send(["answer": "yes"]).last?.ok == true)

        server.kill()
        let refused = try client.send(["command": "open items"])
        #expect(refused.last?.ok == false)
        let said = refused.compactMap(\.text).joined(separator: "\n")
        #expect(said.contains("Cannot reach the server at \(url)."), "one line that names the server: \(refused)")

        server = try ServerProcess(["--port", port, "--database", database])
        let item = try client.send(["command": "open items/3"])
        #expect(item.last?.ok == true, "the session goes on: its token was kept by the server, hashed, in its file")
        #expect(JSONLinesEndToEndTests.field("Status", in: item)?["status"] as? String == "sold")
        let home = try client.send(["command": "home"])
        #expect(JSONLinesEndToEndTests.field("Balance", in: home)?["text"] as? String == "¥6,200", "the purchase was kept, once")
        try client.send(["command": "quit"])
        #expect(try client.finish().status == 0)
    }

    @Test func aSessionTheServerNoLongerKnowsSaysSoAndReturnsToTheLoginScreen() throws {
        var server = try ServerProcess()
        defer { server.stop() }
        let (url, port) = (server.url, server.port)
        let client = try JSONLinesClient(["--json", "--server", url])
        try client.readResponse()
        for request in JSONLinesEndToEndTests.logIn { try client.send(raw: Data(request.utf8)) }

        // A server on memory, started again, knows no session: the token the app holds is refused (401).
        server.stop()
        server = try ServerProcess(["--port", port, "--in-memory"])
        let refused = try client.send(["command": "open items"])
        #expect(
            refused.contains { $0.type == "error" && $0.text == "Your session has ended (it expired, or you logged out). Log in again." })
        #expect(!refused.contains { $0.type == "table" }, "nothing of the old session is shown")
        #expect(try client.send(["command": "where"]).contains { $0.text == "login" })
        for request in JSONLinesEndToEndTests.logIn { try client.send(raw: Data(request.utf8)) }
        #expect(try client.send(["command": "where"]).contains { $0.text == "home" }, "and logging in again works")
        try client.send(["command": "quit"])
        #expect(try client.finish().status == 0)
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
        try terminal.enter("open items/3", until: "items/3> ")
        try terminal.enter("buy", until: "[y/N]")
        try terminal.enter("y", until: "Your balance is now ¥6,200.")
        try terminal.enter("logout", until: "login> ")
        terminal.type("\u{4}")
        #expect(try terminal.waitForExit() == 0)
        server.stop()

        #expect(server.log.contains("POST /v1/items/3/purchase 201"), "the log was read: \(server.log)")
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
