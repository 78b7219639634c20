import EndToEndTesting
import Foundation
import Testing

@Suite(.timeLimit(.minutes(1))) struct MarketplaceTranscriptTests {
    @Test func aPurchaseSurvivesARestartWithTheSameDatabaseFile() throws {
        try BazaarBinary.withHome { home in try purchaseSurvivesARestart(home: home) }
    }

    private func purchaseSurvivesARestart(home: URL) throws {
        let database = home.appendingPathComponent("data/bazaar.sqlite").path
        let first = try BazaarBinary.run(["--database", database], script: BazaarBinary.logIn + ["open items/2", "buy", "y"], home: home)
        #expect(first.output.contains("Bought Café au lait bowl for ¥1,200. Your balance is now ¥8,800."))
        let second = try BazaarBinary.run(["--database", database], script: BazaarBinary.logIn + ["open transactions"], home: home)
        #expect(second.output.contains("Balance: ¥8,800"))
        #expect(second.output.withDatesMasked.contains("1  Café au lait bowl  ¥1,200  <DATE>"))
        let mode = try FileManager.default.attributesOfItem(atPath: database)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func deepLinksNeedALoginAndAKnownPath() throws {
        let run = try BazaarBinary.run(script: ["open items/3"] + BazaarBinary.logIn + ["open items/x", "open transactions/1", "where"])
        let errors = run.errors.split(separator: "\n")
        // The whole list of paths comes from the route tables (CommandShellTests checks it word for word).
        let paths = "Error: Unknown path 'items/x'. Paths: home, items, items/ID, transactions, transactions/ID"
        #expect(
            errors.map { $0.hasPrefix(paths) ? paths : String($0) } == [
                "Error: Log in first: open is for signed-in users.", paths, "Error: You have no transaction 1.",
            ])
        #expect(
            run.output.hasSuffix("\nhome\n"),
            "the screen of a transaction that does not exist closed itself, and left you where you were: home")
    }

    @Test func searchAndPagingWorkWithNonASCIIText() throws {
        let run = try BazaarBinary.run(script: BazaarBinary.logIn + ["items", "search 急須", "search ZOË", "next", "prev"])
        #expect(run.output.contains("Page 1 of 1 · 1 item matching '急須'"))
        #expect(run.output.contains("matching 'ZOË'"))
        #expect(run.errors == "Error: You are on the last page.\nError: You are on the first page.\n", "one page of ZOË matches")
    }
}
