import EndToEndTesting
import Foundation
import MarketplaceModels
import Testing

/// The marketplace through `bazaar --json` (`JSONLinesEndToEndTests`' kind).
@Suite(.timeLimit(.minutes(1))) struct MarketplaceJSONLinesEndToEndTests: JSONLinesEndToEndSuite {
    /// A piped purchase prints its receipt, and the row of the transactions' table.
    @Test func aPipedPurchasePrintsOnlyJSONLines() throws {
        try Self.expectAPipedSession(
            [#"{"command":"open items/3"}"#, #"{"command":"buy"}"#, #"{"answer":"yes"}"#, #"{"command":"open transactions"}"#],
            prints: [
                #"{"type":"success","text":"Bought Kyūsu teapot 急須 for ¥3,800. Your balance is now ¥6,200."}"#,
                #"{"text":"Kyūsu teapot 急須"},{"text":"¥3,800","money":{"minorUnits":3800,"currency":"JPY"}}"#,
            ])
    }

    /// Where the app keeps its data in a test: in memory, or on a `bazaar-server` of its own (`--server`), when
    /// the run was given one (make test-server).
    enum Mode: String, CaseIterable, CustomTestStringConvertible {
        case embedded, server

        static var available: [Self] { ServerProcess.isAvailable ? allCases : [.embedded] }
        var testDescription: String { rawValue }

        /// Starts what the mode needs (a server, for `.server`) and returns the flags that use it.
        func start() throws -> (arguments: [String], server: ServerProcess?) {
            switch self {
            case .embedded: return (["--in-memory"], nil)
            case .server:
                let server = try ServerProcess()
                return (["--server", server.url], server)
            }
        }
    }

    @Test(arguments: Mode.available)
    func aClientBuysItemThreeAndReadsThePurchaseAsTheScriptedREPLShowsIt(mode: Mode) throws {
        let (arguments, server) = try mode.start()
        defer { server?.stop() }
        let client = try JSONLinesClient(["--json"] + arguments)
        try client.readResponse()
        for request in Self.logIn.dropLast() { try client.send(raw: Data(request.utf8)) }
        let home = try client.send(["command": "submit"])
        let balanceBefore = try #require(Self.money(Self.field("Balance", in: home)))

        let item = try client.send(["command": "open items/3"])
        let price = try #require(Self.money(Self.field("Price", in: item)))
        #expect(price.currency == "JPY" && balanceBefore.currency == "JPY")
        #expect(Self.field("Status", in: item)?["status"] as? String == "available", "the status is a value, not an instruction")
        #expect(item.first { $0.type == "hint" }?["code"] as? String == "ItemDetail.buy")
        let question = try client.send(["command": "buy"])
        #expect(question.first?.type == "question")
        #expect(question.first?["answers"] as? [String] == ["yes", "no"])
        let bought = try client.send(["answer": "yes"])
        let receipt = try #require(bought.first { $0.type == "success" }?.text)
        #expect(bought.last?.ok == true)

        let transactions = try client.send(["command": "open transactions"])
        let table = try #require(transactions.first { $0.type == "table" })
        #expect(table["headers"] as? [String] == ["#", "Item", "Amount", "Date"])
        let rows = try #require(table["rows"] as? [[[String: Any]]])
        try #require(rows.count == 1 && rows[0].count == 4)
        let cells = rows[0].map { $0["text"] as? String ?? "" }
        // The date is an instant a program can read, beside the day a person reads.
        let instant = try #require(rows[0][3]["date"] as? String)
        #expect(try Date(instant, strategy: .iso8601).formatted(.iso8601.year().month().day()) == cells[3])
        #expect(cells.prefix(3) == ["1", "Kyūsu teapot 急須", "¥3,800"])
        #expect(Self.money(rows[0][2])?.minorUnits == price.minorUnits)
        // Each row says where it leads, so a program opens it without counting rows.
        let links = try #require(table["links"] as? [[String: Any]])
        let path = try #require(links.first?["path"] as? String)
        #expect(links.count == 1 && path == "transactions/\(links[0]["id"] as? Int ?? -1)")
        let receiptScreen = try client.send(["command": "open \(path)"])
        #expect(receiptScreen.first { $0.type == "screen" }?["path"] as? String == path)
        let itemAgain = try client.send(["command": "open items/3"])
        #expect(Self.field("Status", in: itemAgain)?["status"] as? String == "sold")
        #expect(!itemAgain.contains { $0.type == "hint" }, "nothing to buy")

        let balance = try #require(Self.field("Balance", in: try client.send(["command": "home"])))
        #expect(Self.money(balance)?.minorUnits == balanceBefore.minorUnits - price.minorUnits)
        #expect(try client.send(["command": "quit"]).map(\.line) == [#"{"type":"done","ok":true}"#])
        let run = try client.finish()
        #expect(run.status == 0)
        #expect(run.errors == "")

        // The same purchase typed into the terminal front end, on a store of its own, says the same.
        let (replArguments, replServer) = try mode.start()
        defer { replServer?.stop() }
        let repl = try Self.run(
            replArguments, script: BazaarBinary.logIn + ["open items/3", "buy", "y", "open transactions", "home", "quit"])
        #expect(repl.status == 0)
        let printed = repl.output.split(separator: "\n").map(String.init)
        #expect(printed.contains(receipt))
        let row = try #require(printed.first { $0.hasPrefix("1  ") })
        #expect(row.split(separator: #/ {2,}/#).map(String.init) == cells)
        #expect(printed.last == "Balance: " + (balance["text"] as? String ?? "?"))
    }

    @Test func aRowAtTheEdgeOfIntIsAnErrorEventNotACrash() throws {
        let commands =
            BazaarBinary.logIn + [
                "items", "select -9223372036854775808", "-9223372036854775808", "home", "transactions", "9223372036854775807",
            ]
        let lines = commands.map { #"{"command":"\#($0)"}"# } + [#"{"command":"where"}"#]
        let run = try BazaarBinary.run(["--json", "--in-memory"], script: lines)
        #expect(run.status == 0)
        #expect(
            run.output.contains(#"{"type":"error","code":"ViewModel.noRow","text":"There is no row -9223372036854775808: choose 1–10."}"#),
            "\(run.output)")
        #expect(
            run.output.contains(
                #"{"type":"error","code":"Marketplace.noTransactionsToOpen","text":"There are no transactions to open."}"#))
        #expect(run.output.hasSuffix(#"{"type":"line","text":"home > transactions"}"# + "\n" + #"{"type":"done","ok":true}"# + "\n"))
    }
}
