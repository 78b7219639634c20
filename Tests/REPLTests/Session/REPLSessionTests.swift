import Coordinator
import Foundation
import LineEditing
import Models
import Presenters
import REPL
import TestSupport
import Testing
import UseCases
import ViewModels

@MainActor
@Suite struct REPLSessionTests {
    let output = BufferOutput()

    func environment() -> UseCaseEnvironment {
        var environment = UseCaseEnvironment.unimplemented
        environment.login = LoginUseCaseDouble { _, password in
            guard password.revealed == "bazaar-demo" else { throw LoginError.invalidCredentials }
            return Fixtures.demoSession
        }
        environment.wallet = WalletUseCaseDouble { _ in .yen(10_000) }
        return environment
    }

    func run(_ reader: any LineReader, echo: Bool = false, bail: Bool = false) async -> Int32 {
        let view = TerminalView(output: output, reader: reader, style: .plain, echoesInput: echo)
        let coordinator = AppCoordinator(environment: environment(), effects: Effects(), view: view)
        let session = REPLSession(reader: reader, view: view, style: .plain, bailsOnFailure: bail)
        return await session.run(coordinator)
    }

    @Test func runsLinesUntilQuitWaitingForTheWorkEachOneStarts() async {
        let reader = ScriptedReader([
            .line("email demo@bazaar.dev"), .line("password bazaar-demo"), .line("submit"), .line("where"), .line("quit"), .line("where"),
        ])
        #expect(await run(reader) == 0)
        #expect(output.text.hasSuffix("Welcome, Demo.\nBalance: ¥10,000\nhome\n"))
        #expect(reader.events == [.line("where")], "nothing is read after quit")
        #expect(reader.closed)
        #expect(reader.prompts.allSatisfy { $0.isEmpty }, "a script gets no prompts")
    }

    @Test func interruptsAndBlankLinesAreSkippedAndEndOfInputExitsZero() async {
        let reader = ScriptedReader([.interrupted, .line("   "), .line("where")])
        #expect(await run(reader) == 0)
        #expect(output.text.hasSuffix("login\n"))
    }

    @Test func anInterruptEndsAScriptWithStatus130() async {
        let reader = ScriptedReader([.line("where"), .interrupted, .line("help")], readsScript: true)
        #expect(await run(reader) == 130)
        #expect(output.text.hasSuffix("login\n"))
        #expect(reader.events == [.line("help")], "nothing is read after the interrupt")
        #expect(reader.closed)
    }

    @Test func bailStopsAtTheFirstErrorWithStatusOne() async {
        let reader = ScriptedReader([.line("email demo@bazaar.dev"), .line("password nope"), .line("submit"), .line("where")])
        #expect(await run(reader, bail: true) == 1)
        #expect(output.text.hasSuffix("Error: Wrong email or password.\n"))
        #expect(reader.events == [.line("where")])
    }

    @Test func refusedLinesAreOneErrorEach() async {
        let reader = ScriptedReader([.line("it\u{FFFD}"), .line("items\u{7}"), .line(String(repeating: "a", count: 4097)), .line("where")])
        reader.invalidLines = ["it\u{FFFD}"]
        #expect(await run(reader) == 0)
        #expect(
            output.text.hasSuffix(
                """
                Error: Line is not valid UTF-8; it was ignored.
                Error: Line contains control characters; it was ignored.
                Error: Line too long (4097 bytes); the limit is 4096 bytes.
                login

                """))
    }

    @Test func aLineOfMegabytesIsRefusedWithItsWholeLengthAndTheNextLineRuns() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bazaar-session-\(UUID().uuidString)")
        try Data(String(repeating: "where ", count: 200_000).utf8 + Array("\nwhere\n".utf8)).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let reader = try PlainLineReader(path: url.path, maximumLineBytes: InputLine.maximumBytes)
        #expect(await run(reader) == 0)
        #expect(output.text.hasSuffix("\nError: Line too long (1200000 bytes); the limit is 4096 bytes.\nlogin\n"))
    }

    @Test func aBusyLineTheScreenLeftShowingIsClearedOnceTheWorkSettles() async {
        let reader = ScriptedReader([.line("where")], interactive: true)
        let view = TerminalView(output: output, reader: reader, style: .plain)
        let effects = Effects()
        let coordinator = AppCoordinator(environment: environment(), effects: effects, view: view)
        reader.beforeRead = {
            reader.beforeRead = nil
            // Work the command starts that sets a busy label and never clears it, as a careless screen would.
            effects.run { view.setBusy("Saving…") }
        }
        let session = REPLSession(reader: reader, view: view, style: .plain, bailsOnFailure: false)
        #expect(await session.run(coordinator) == 0)
        let busyLine = "Saving… (Ctrl-C cancels)"
        #expect(output.text.hasSuffix("login\n" + busyLine + "\r\r" + String(repeating: " ", count: busyLine.count) + "\r"))
    }

    @Test func interactiveSessionsPromptWithTheLocationAndKeepHistoryWithoutSecrets() async {
        let reader = ScriptedReader(
            [
                .line("email demo@bazaar.dev"), .line("password bazaar-demo"), .line("pasword bazaar-demo"), .line("submit"),
                .line("where "),
            ],
            interactive: true
        )
        #expect(await run(reader) == 0)
        #expect(reader.history == ["email demo@bazaar.dev", "submit", "where"])
        #expect(
            reader.prompts == [
                "bazaar login> ", "bazaar login> ", "bazaar login> ", "bazaar login> ", "bazaar home> ", "bazaar home> ",
            ])
    }

    @Test func echoedTranscriptsShowEachRefusedLineSafelyBeforeItsError() async {
        let long = String(repeating: "x", count: 5000)
        let reader = ScriptedReader([
            .line("it\u{FFFD}"), .line("items\u{1B}[A"), .line("password bazaar-demo\u{7}"), .line(long), .line("where"),
        ])
        reader.invalidLines = ["it\u{FFFD}"]
        _ = await run(reader, echo: true)
        #expect(
            output.text.hasSuffix(
                """
                > it\u{FFFD}
                Error: Line is not valid UTF-8; it was ignored.
                > items^[[A
                Error: Line contains control characters; it was ignored.
                > password ********
                Error: Line contains control characters; it was ignored.
                > \(long.prefix(60))…
                Error: Line too long (5000 bytes); the limit is 4096 bytes.
                > where
                login

                """))
        #expect(!output.text.contains("bazaar-demo"))
        #expect(!output.text.contains("\u{1B}"))
    }

    @Test func echoedTranscriptsMaskSecrets() async {
        let reader = ScriptedReader([.line("email demo@bazaar.dev"), .line("password bazaar-demo")])
        _ = await run(reader, echo: true)
        #expect(output.text.contains("> email demo@bazaar.dev\nEmail: demo@bazaar.dev\n> password ********\nPassword set.\n"))
        #expect(!output.text.contains("bazaar-demo"))
    }
}
