import Foundation
import Testing

@Suite struct MarketplaceTranscriptTests {
    static let logIn = ["email demo@bazaar.dev", "password bazaar-demo", "submit"]

    /// The transcript of `commands` after logging in, with `--echo`, as one string.
    static func transcript(after commands: [String]) throws -> String {
        let run = try BazaarBinary.run(["--in-memory", "--echo"], script: logIn + commands)
        #expect(run.status == 0)
        #expect(run.errors == "")
        let transcript = run.output.withDatesMasked
        let start = try #require(transcript.range(of: "> " + commands[0] + "\n"))
        return String(transcript[start.lowerBound...])
    }

    @Test func buyingItemThreeLowersTheBalanceByExactlyItsPrice() throws {
        #expect(
            try Self.transcript(after: ["open items/3", "buy", "y", "open transactions", "1", "where", "home", "quit"]) == """
                > open items/3
                Kyūsu teapot 急須
                Item:   #3
                Seller: Haruka S.
                Price:  ¥3,800
                Status: Available: type 'buy' to buy it
                > buy
                Buy Kyūsu teapot 急須 for ¥3,800? [y/N]
                > y
                Bought Kyūsu teapot 急須 for ¥3,800. Your balance is now ¥6,200.
                > open transactions
                Your transactions
                #  Item               Amount  Date
                1  Kyūsu teapot 急須  ¥3,800  <DATE>
                > 1
                Transaction #1
                Item:          Kyūsu teapot 急須
                Seller:        Haruka S.
                Paid:          ¥3,800
                Balance after: ¥6,200
                Date:          <DATETIME>
                > where
                home > transactions > transactions/1
                > home
                Home
                Balance: ¥6,200
                > quit

                """)
    }

    @Test func anItemDearerThanTheBalanceShowsTheAlertAndChargesNothing() throws {
        #expect(
            try Self.transcript(after: ["open items/6", "buy", "y", "home", "transactions"]) == """
                > open items/6
                Road bike helmet
                Item:   #6
                Seller: Cycle Loop
                Price:  ¥12,000
                Status: Available: type 'buy' to buy it
                > buy
                Buy Road bike helmet for ¥12,000? [y/N]
                > y
                Error: Insufficient balance: the item costs ¥12,000 and your balance is ¥10,000.
                > home
                Home
                > transactions
                Your transactions
                No transactions yet. Buy something from 'items'.

                """)
    }

    @Test func decliningAndBuyingASoldItemChangeNothing() throws {
        #expect(
            try Self.transcript(after: ["open items/3", "buy", "n", "open items/5", "buy", "home"]) == """
                > open items/3
                Kyūsu teapot 急須
                Item:   #3
                Seller: Haruka S.
                Price:  ¥3,800
                Status: Available: type 'buy' to buy it
                > buy
                Buy Kyūsu teapot 急須 for ¥3,800? [y/N]
                > n
                Purchase cancelled. You were not charged.
                > open items/5
                Denim jacket, size M
                Item:   #5
                Seller: Zoë M.
                Price:  ¥4,500
                Status: Sold
                > buy
                Error: This item has already been sold.
                > home
                Home

                """)
    }

    @Test func aPurchaseSurvivesARestartWithTheSameDatabaseFile() throws {
        let home = try BazaarBinary.makeHome()
        let database = home.appendingPathComponent("data/bazaar.sqlite").path
        let first = try BazaarBinary.run(["--database", database], script: Self.logIn + ["open items/2", "buy", "y"], home: home)
        #expect(first.output.contains("Bought Café au lait bowl for ¥1,200. Your balance is now ¥8,800."))
        let second = try BazaarBinary.run(["--database", database], script: Self.logIn + ["open transactions"], home: home)
        #expect(second.output.contains("Balance: ¥8,800"))
        #expect(second.output.withDatesMasked.contains("1  Café au lait bowl  ¥1,200  <DATE>"))
        let mode = try FileManager.default.attributesOfItem(atPath: database)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func deepLinksNeedALoginAndAKnownPath() throws {
        let run = try BazaarBinary.run(script: ["open items/3"] + Self.logIn + ["open items/x", "open transactions/1", "where"])
        let errors = run.output.split(separator: "\n").filter { $0.hasPrefix("Error:") }
        #expect(
            errors == [
                "Error: Log in first to open 'items/3'.",
                "Error: Unknown path 'items/x'. Paths: home, items, items/ID, transactions, transactions/ID.",
                "Error: You have no transaction 1.",
            ])
        #expect(run.output.hasSuffix("home > transactions\n"), "the screen of a transaction that does not exist closed itself")
    }

    @Test func searchAndPagingWorkWithNonASCIIText() throws {
        let run = try BazaarBinary.run(script: Self.logIn + ["items", "search 急須", "search ZOË", "next", "prev"])
        #expect(run.output.contains("Page 1 of 1 · 1 item matching '急須'"))
        #expect(run.output.contains("matching 'ZOË'"))
        #expect(run.output.contains("Error: You are on the last page."))
    }
}
