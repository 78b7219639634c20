import EndToEndTesting
import Foundation
import MarketplaceModels
import Testing

/// The marketplace's file on disk (`DatabaseFileTests`' kind).
@Suite(.timeLimit(.minutes(1))) struct MarketplaceDatabaseFileTests: DatabaseFileSuite {
    /// What a purchase on a read-only database file is told.
    static let aPurchaseOnAReadOnlyFile =
        "The database file is read-only, so nothing can be saved. To save, make the file writable (chmod u+w). You were not charged."

    @Test func aNewFileHasTheDemoItems() throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            #expect(try SQLiteFile(path).run("SELECT COUNT(*) FROM items") == "48\n")
        }
    }

    @Test func aFileMadeReadOnlyCanBeBrowsedNotBoughtFrom() throws {
        try expectAReadOnlyFile(
            after: ["items", "open items/3", "buy", "y"], shows: "Page 1 of 5 · 48 items\n", refuses: [Self.aPurchaseOnAReadOnlyFile])
    }

    @Test func browsingAReopenedFileWritesNothing() throws {
        try expectReopeningWritesNothing(after: ["items", "transactions"])
    }

    /// Six processes race to buy the same nine cheap items (¥8,550 in all, within the demo's ¥10,000) in
    /// the same order: every item is bought once, every other attempt is told it is sold (whether it saw
    /// the item sold or lost the race inside the purchase), nothing says "could not be completed", and the
    /// ledger adds up.
    @Test func processesBuyingFromOneFileSellEachItemOnceAndTheLedgerAddsUp() throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            let contested = [2, 10, 21, 22, 31, 34, 42, 44, 47]
            let script = BazaarBinary.logIn + contested.flatMap { ["open items/\($0)", "buy", "y"] }

            let runs = try BazaarBinary.runTogether(["--database", path], scripts: Array(repeating: script, count: 6), home: home)

            var bought = 0
            var toldSold = 0
            for run in runs {
                #expect(run.status == 0)
                bought += run.output.split(separator: "\n").filter { $0.hasPrefix("Bought ") }.count
                let errors = run.errors.split(separator: "\n")
                toldSold += errors.filter { $0 == "Error: This item has already been sold." }.count
                // A process that saw the item sold before it asked takes the script's "y" as a command.
                let others = errors.filter { $0 != "Error: This item has already been sold." }
                #expect(others.allSatisfy { $0.hasPrefix("Error: Unknown command.") }, "no other error: \(run.errors)")
            }
            #expect(bought == contested.count)
            #expect(toldSold == contested.count * (runs.count - 1))

            let perItem = try SQLiteFile(path).run("SELECT item_id, COUNT(*) FROM transactions GROUP BY item_id ORDER BY item_id")
            #expect(perItem == contested.map { "\($0)|1\n" }.joined())
            let soldToDemo = try SQLiteFile(path).run("SELECT id FROM items WHERE is_sold = 1 AND buyer_id = 1 ORDER BY id")
            #expect(soldToDemo == contested.map { "\($0)\n" }.joined())
            let ledger = try SQLiteFile(path).run(
                """
                SELECT (SELECT SUM(balance) FROM accounts) + (SELECT COALESCE(SUM(amount), 0) FROM transactions);
                SELECT COUNT(*) FROM transactions AS t
                    WHERE balance_after != 10000 - (SELECT SUM(amount) FROM transactions AS u WHERE u.id <= t.id);
                """)
            #expect(ledger == "10000\n0\n", "balance + spent = the opening ¥10,000, and each balance_after follows from the ones before")
        }
    }

    /// Another program holds the write lock, having sold item 2, while four `bazaar`s try to buy it: each
    /// waits for the lock instead of failing, then is told the item is sold, and nothing is charged.
    @Test func aPurchaseThatMeetsAnotherWriteWaitsForItAndIsToldTheItemIsSold() throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            let other = try SQLiteFile(path)
            try other.run("BEGIN IMMEDIATE; UPDATE items SET is_sold = 1 WHERE id = 2")
            let question = "Buy Café au lait bowl for ¥1,200? [y/N]"
            var buyers: [BazaarBinary.Started] = []
            defer { buyers.forEach { $0.stop() } }  // on every path: a failed read below leaves none running
            for _ in 0..<4 {
                buyers.append(
                    try BazaarBinary.start(["--database", path], script: BazaarBinary.logIn + ["open items/2", "buy", "y"], home: home))
            }
            // Each has seen the item for sale and been asked; its "y" is already waiting on its stdin.
            for buyer in buyers { try buyer.read(until: question) }

            try other.run("COMMIT")
            let runs = buyers.map { $0.finish() }

            for run in runs {
                #expect(run.status == 0)
                #expect(run.errors == "Error: This item has already been sold.\n")
                #expect(!run.output.contains("Bought"))
            }
            let state = try SQLiteFile(path).run(
                "SELECT is_sold, buyer_id IS NULL FROM items WHERE id = 2; SELECT COUNT(*) FROM transactions; SELECT balance FROM accounts")
            #expect(state == "1|1\n0\n10000\n")
        }
    }

    @Test func oneItemInAnUnknownCurrencyIsShownByItsCodeAndCannotBeBought() throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            try SQLiteFile(path).run("UPDATE items SET currency = 'XYZ' WHERE id = 2")

            let run = try BazaarBinary.run(
                ["--database", path], script: BazaarBinary.logIn + ["items", "open items/2", "buy", "y"], home: home)

            #expect(run.status == 0)
            let lines = run.output.split(separator: "\n").map(String.init)
            #expect(lines.contains("Page 1 of 5 · 48 items"), "the rest of the catalogue is listed")
            #expect(lines.contains { $0.hasPrefix("2   Café au lait bowl") && $0.hasSuffix("XYZ 1,200") })
            #expect(lines.contains("Price:  XYZ 1,200"))
            #expect(
                run.errors
                    == "Error: An amount is in 'XYZ', a currency this version of Bazaar does not know, so it cannot be used. Choose another, or update Bazaar. You were not charged.\n"
            )
            #expect(try SQLiteFile(path).run("SELECT COUNT(*) FROM transactions; SELECT balance FROM accounts") == "0\n10000\n")
        }
    }

    /// Another program put escape sequences (a window title, a screen clear) and a bidi override in an item's
    /// name: the list, the item, the question, the purchase and the transactions show them as visible text.
    @Test func escapesInAnItemNameFromTheFileAreShownVisiblyNeverSent() throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            try SQLiteFile(path).run(
                "UPDATE items SET name = 'Tea' || char(27) || ']0;PWNED' || char(7) || char(27) || '[2J' || char(8238) || 'pot 急須' WHERE id = 3"
            )

            let script = BazaarBinary.logIn + ["items", "open items/3", "buy", "y", "open transactions", "1"]
            let run = try BazaarBinary.run(["--database", path], script: script, home: home)

            #expect(run.status == 0)
            #expect(run.errors == "")
            let shown = "Tea^[]0;PWNED^G^[[2J\\u{202E}pot 急須"
            let controls = run.output.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || $0 == "\u{202E}") }
            #expect(controls.isEmpty, "\(controls.map { String($0.value, radix: 16) })")
            let lines = run.output.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("3   \(shown)  ") }, "the list")
            #expect(lines.contains(shown), "the item's heading")
            #expect(lines.contains("Buy \(shown) for ¥3,800? [y/N]"))
            #expect(lines.contains("Bought \(shown) for ¥3,800. Your balance is now ¥6,200."))
            #expect(lines.contains { $0.hasPrefix("1  \(shown)  ¥3,800  ") }, "the transactions")
            #expect(lines.contains("Item:          \(shown)"), "the transaction")
        }
    }
}
