import EndToEndTesting
import Foundation
import Testing

/// The marketplace with `bazaar --server URL` (`ServerModeTests`' kind): two apps sharing its data. Each test
/// starts its own server and stops it on every exit path; they run when make test-server names the server's binary.
@Suite(.timeLimit(.minutes(1)), .enabled(if: ServerProcess.isAvailable)) struct MarketplaceServerModeTests: JSONLinesEndToEndSuite {
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
        for request in Self.logIn { try client.send(raw: Data(request.utf8)) }
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
        #expect(Self.field("Status", in: item)?["status"] as? String == "sold")
        let home = try client.send(["command": "home"])
        #expect(Self.field("Balance", in: home)?["text"] as? String == "¥6,200", "the purchase was kept, once")
        try client.send(["command": "quit"])
        #expect(try client.finish().status == 0)
    }

    @Test func aSessionTheServerNoLongerKnowsSaysSoAndReturnsToTheLoginScreen() throws {
        var server = try ServerProcess()
        defer { server.stop() }
        let (url, port) = (server.url, server.port)
        let client = try JSONLinesClient(["--json", "--server", url])
        try client.readResponse()
        for request in Self.logIn { try client.send(raw: Data(request.utf8)) }

        // A server on memory, started again, knows no session: the token the app holds is refused (401).
        server.stop()
        server = try ServerProcess(["--port", port, "--in-memory"])
        let refused = try client.send(["command": "open items"])
        #expect(
            refused.contains { $0.type == "error" && $0.text == "Your session has ended (it expired, or you logged out). Log in again." })
        #expect(!refused.contains { $0.type == "table" }, "nothing of the old session is shown")
        #expect(try client.send(["command": "where"]).contains { $0.text == "login" })
        for request in Self.logIn { try client.send(raw: Data(request.utf8)) }
        #expect(try client.send(["command": "where"]).contains { $0.text == "home" }, "and logging in again works")
        try client.send(["command": "quit"])
        #expect(try client.finish().status == 0)
    }
}
