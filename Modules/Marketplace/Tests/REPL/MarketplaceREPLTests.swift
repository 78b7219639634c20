import AppTesting
import Coordinator
import Foundation
import LineEditing
import MarketplaceCoordinator
import MarketplaceModels
import MarketplaceUseCases
import Models
import Presenters
import REPL
import TestSupport
import Testing
import TextShell
import UseCases
import ViewModels

/// The marketplace in a REPL session (`REPLSessionTests`' kind): a teapot for sale, a wallet, and a purchase the
/// app's `recorded` log keeps.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct MarketplaceREPLTests {
    let app = REPLApp(features: [.marketplace]) { environment, recorded in Self.stub(&environment, recording: recorded) }
    var output: BufferOutput { app.output }
    var recorded: CallLog<String> { app.recorded }
    static let logIn = REPLApp.logIn

    @Test(arguments: [1, 2] as [UInt64])
    func randomLinesOnTheMarketplacesScreensNeitherCrashNorHangNorPrintRawControlsNorLeakASecret(seed: UInt64) async {
        await app.expectRandomLinesAreSafe(seed: seed, reaching: 4)
    }

    @Test func aQuestionAnsweredAtTheKeyboardIsRecordedAsEchoPrintsIt() async throws {
        let recorded = try await app.recordedSession(typing: [.line("open items/3"), .line("buy"), .line("n"), .line("where")])
        #expect(recorded.contains("> buy\nBuy Kyūsu teapot for ¥3,800? [y/N]\n> n\nPurchase cancelled."))
    }

    nonisolated static let teapot = Item(id: Item.ID(3), name: "Kyūsu teapot", seller: "Aki", price: .yen(3_800), isSold: false)

    /// The marketplace's use cases, stubbed: a teapot for sale, a wallet, and a purchase `recording` records.
    static func stub(_ environment: inout UseCaseEnvironment, recording: CallLog<String>) {
        environment.marketplace.wallet.balance = { _ in .yen(10_000) }
        environment.marketplace.items.page = { number, _ in Page(elements: [Self.teapot], number: number, size: 10, totalCount: 1) }
        environment.marketplace.items.item = { _ in Self.teapot }
        environment.marketplace.transactions.list = { _ in [] }
        environment.marketplace.transactions.transaction = { _, _ in throw ServiceError.notFound }
        environment.marketplace.purchase.buy = { item, buyer in
            recording.append("buy \(item)")
            return Transaction(
                id: Transaction.ID(1), buyer: buyer, item: item, itemName: Self.teapot.name, seller: "Aki", amount: .yen(3_800),
                balanceAfter: .yen(6_200), date: Date(timeIntervalSince1970: 0))
        }
    }

    @Test func aConfirmationIsAnsweredByTheNextLineShownOnALineOfItsOwnInAScript() async {
        let reader = ScriptedReader(
            Self.logIn + [.line("open items/3"), .line("buy"), .line("maybe"), .line("buy"), .line(" YES "), .line("where")])
        #expect(await app.run(reader, echo: true, environment: app.environment()) == 0)
        #expect(recorded.calls == ["buy 3"], "only an explicit yes buys")
        let transcript = output.text[output.text.range(of: "> buy\n")!.lowerBound...]
        #expect(
            transcript == """
                > buy
                Buy Kyūsu teapot for ¥3,800? [y/N]
                > ********
                Purchase cancelled. You were not charged.
                > buy
                Buy Kyūsu teapot for ¥3,800? [y/N]
                > YES
                Bought Kyūsu teapot for ¥3,800. Your balance is now ¥6,200.
                > where
                home > items > items/3

                """)
    }

    @Test func aSecretTypedAsTheAnswerToAQuestionIsMaskedInTheTranscript() async {
        let reader = ScriptedReader(
            Self.logIn + [
                .line("open items/3"), .line("buy"), .line("password hunter2"), .line("buy"), .line("hunter2"), .line("buy"), .line("n"),
            ])
        #expect(await app.run(reader, echo: true, environment: app.environment()) == 0)
        #expect(recorded.calls.isEmpty)
        #expect(!output.text.contains("hunter2"), "\(output.text)")
        #expect(output.text.contains("[y/N]\n> ********\nPurchase cancelled. You were not charged.\n> buy\n"))
        #expect(output.text.hasSuffix("[y/N]\n> n\nPurchase cancelled. You were not charged.\n"), "an answer understood is shown")
    }

    @Test func atTheKeyboardTheQuestionIsThePrompt() async {
        let reader = ScriptedReader(Self.logIn + [.line("open items/3"), .line("buy"), .line("n")], interactive: true)
        #expect(await app.run(reader) == 0)
        #expect(reader.prompts.suffix(3) == ["bazaar items/3> ", "Buy Kyūsu teapot for ¥3,800? [y/N] ", "bazaar items/3> "])
        #expect(output.text.hasSuffix("Purchase cancelled. You were not charged.\n"))
    }

    @Test func anItemNameWithEscapesIsShownVisiblyInThePromptThatAsksAboutIt() async {
        let hostile = Item(id: Item.ID(3), name: "Tea\u{1B}]0;PWNED\u{7}\u{202E}pot", seller: "Aki", price: .yen(3_800), isSold: false)
        var environment = app.environment()
        environment.marketplace.items.item = { _ in hostile }
        let reader = ScriptedReader(Self.logIn + [.line("open items/3"), .line("buy"), .line("n")], interactive: true)
        #expect(await app.run(reader, environment: environment) == 0)
        #expect(reader.prompts.suffix(2).first == "Buy Tea^[]0;PWNED^G\\u{202E}pot for ¥3,800? [y/N] ")
        #expect(!output.text.contains("\u{1B}]") && !output.text.contains("\u{202E}"))
    }

    @Test(arguments: [LineEvent.interrupted, .endOfInput])
    func ctrlCOrTheEndOfInputAnswersNo(event: LineEvent) async {
        let reader = ScriptedReader(Self.logIn + [.line("open items/3"), .line("buy"), event, .line("where")], interactive: true)
        #expect(await app.run(reader, environment: app.environment()) == 0)
        #expect(recorded.calls.isEmpty)
        #expect(output.text.contains("Purchase cancelled. You were not charged.\n"))
    }

    @Test func anAnswerGoesThroughTheSameChecksAsACommandAndIsEchoedSafely() async {
        let padded = "y" + String(repeating: " ", count: 5_000)
        let reader = ScriptedReader(
            Self.logIn + [.line("open items/3"), .line("buy"), .line("\u{1B}]0;PWNED\u{7}"), .line("buy"), .line(padded)])
        #expect(await app.run(reader, echo: true, environment: app.environment()) == 0)
        #expect(recorded.calls.isEmpty, "a refused answer is no")
        #expect(!output.text.contains("\u{1B}"), "no escape sequence reaches the output")
        #expect(output.text.contains("> ********\nError: Line contains control characters; it was ignored.\nPurchase cancelled."))
        #expect(output.text.contains("Error: Line too long (5001 bytes); the limit is 4096 bytes.\nPurchase cancelled."))
    }
}
