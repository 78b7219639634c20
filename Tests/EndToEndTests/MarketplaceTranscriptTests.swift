import Foundation
import Testing

@Suite struct MarketplaceTranscriptTests {
    static let logIn = ["email demo@bazaar.dev", "password bazaar-demo", "submit"]

    @Test func buyingItemThreeLowersTheBalanceByExactlyItsPrice() throws {
        let run = try BazaarBinary.run(
            ["--in-memory", "--echo"],
            script: Self.logIn + [
                "open items/3", "buy", "y", "open transactions", "1", "where", "home", "quit",
            ])
        #expect(run.status == 0)
        #expect(run.errors == "")
        let transcript = run.output.withDatesMasked
        let start = try #require(transcript.range(of: "> open items/3\n"))
        let afterLogin = String(transcript[start.lowerBound...])
        #expect(
            afterLogin == """
                > open items/3
                Items for sale. Type a row number to open one; 'next' and 'prev' turn pages; 'search TEXT' filters.
                Page 1 of 5 · 48 items
                #   Item                                 Seller          Price
                1   Olympus OM-1 film camera             Kenji T.        ¥8,500
                2   Café au lait bowl                    Atelier Ōmi     ¥1,200
                3   Kyūsu teapot 急須                    Haruka S.       ¥3,800
                4   Norwegian Wood, first edition        Book Nook       ¥2,400
                5   Denim jacket, size M                 Zoë M.          ¥4,500   SOLD
                6   Road bike helmet                     Cycle Loop      ¥12,000
                7   Cast-iron skillet 26 cm              Kitchen Second  ¥2,900
                8   Mechanical keyboard, brown switches  Ryo K.          ¥6,800
                9   Potted monstera plant                Green Corner    ¥1,500
                10  Wool scarf, charcoal                 Zoë M.          ¥900
                Kyūsu teapot 急須
                Item:   #3
                Seller: Haruka S.
                Price:  ¥3,800
                Status: Available: type 'buy' to buy it
                > buy
                Buy Kyūsu teapot 急須 for ¥3,800? [y/N]
                > y
                Kyūsu teapot 急須
                Item:   #3
                Seller: Haruka S.
                Price:  ¥3,800
                Status: Sold
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
                Balance: ¥6,200
                > quit

                """)
    }

    @Test func anItemDearerThanTheBalanceShowsTheAlertAndChargesNothing() throws {
        let run = try BazaarBinary.run(script: Self.logIn + ["open items/6", "buy", "y", "home", "transactions"])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("Error: Insufficient balance: the item costs ¥12,000 and your balance is ¥10,000."))
        #expect(lines.filter { $0.hasPrefix("Balance:") } == ["Balance: ¥10,000", "Balance: ¥10,000"])
        #expect(lines.suffix(2) == ["Your transactions", "No transactions yet. Buy something from 'items'."])
    }

    @Test func decliningAndBuyingASoldItemChangeNothing() throws {
        let run = try BazaarBinary.run(script: Self.logIn + ["open items/3", "buy", "n", "open items/5", "buy", "home"])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("Purchase cancelled. You were not charged."))
        #expect(lines.contains("Error: This item has already been sold."))
        #expect(lines.last == "Balance: ¥10,000")
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
