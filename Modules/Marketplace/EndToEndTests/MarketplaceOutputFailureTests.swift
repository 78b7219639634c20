import EndToEndTesting
import Foundation
import Testing

/// The marketplace when output cannot be written (`OutputFailureTests`' kind).
@Suite(.timeLimit(.minutes(1))) struct MarketplaceOutputFailureTests: OutputFailureSuite {
    /// `--json` stops at the first event it cannot write before it acts on another request: a client that
    /// logs in and buys leaves the balance as it was when no event can reach it.
    @Test(arguments: MarketplaceOutputFailureTests.failedWrites.indices)
    func jsonStopsAtTheFirstFailedWriteAndBuysNothing(way: Int) throws {
        let failedWrite = Self.failedWrites[way]
        try BazaarBinary.withHome { home in
            let path = home.appendingPathComponent("bazaar.sqlite").path
            let setUp = try BazaarBinary.run(["--database", path], script: ["quit"], home: home)
            try #require(setUp.status == 0)
            let requests =
                BazaarBinary.logIn.map { #"{"command":"\#($0)"}"# } + [
                    #"{"command":"open items/3"}"#, #"{"command":"buy"}"#, #"{"answer":"yes"}"#,
                ]
            let run = try Self.runJSON(["--database", path], requests: requests, failing: failedWrite)
            #expect(run.status == failedWrite.status)
            #expect(run.errors == failedWrite.errors)
            #expect(try SQLiteFile(path).run("SELECT COUNT(*) FROM transactions; SELECT balance FROM accounts") == "0\n10000\n")
        }
    }
}
