import EndToEndTesting
import Foundation
import Testing

/// The marketplace in typed scripts (`ScriptedInputTests`' kind).
@Suite(.timeLimit(.minutes(1))) struct MarketplaceScriptedInputTests: ScriptedInputSuite {
    @Test func aSecretTypedAsAPurchasesAnswerIsNeverRepeated() throws {
        try Self.expectTheSecretNeverRepeated(
            after: ["open items/3", "buy", "password bazaar-demo", "buy", "bazaar-demo", "select bazaar-demo"],
            shown: ["[y/N]\n> ********\nPurchase cancelled. You were not charged.\n"])
    }

    @Test func numbersAtTheEdgesOfIntAreRefusedAndTheSessionGoesOn() throws {
        let edges = ["-9223372036854775808", "9223372036854775807", "0", "-1"]
        let script =
            BazaarBinary.logIn + ["items"] + edges.flatMap { ["select \($0)", $0] } + [
                "select 9223372036854775808", "home", "transactions",
            ]
            + edges.flatMap { ["select \($0)", $0] } + ["where"]
        let run = try BazaarBinary.run(["--in-memory"], script: script)
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("\nhome > transactions\n"))
        let errors = run.errors.split(separator: "\n").map(String.init)
        #expect(errors.count == 17, "\(run.errors)")
        #expect(errors.first == "Error: There is no row -9223372036854775808: choose 1–10.")
        #expect(errors.contains("Error: select: N is out of range. Usage: select N"))
        #expect(errors.last == "Error: There are no transactions to open.")
    }
}
