import AppTesting
import Coordinator
import Foundation
import LineEditing
import Models
import Presenters
import REPL
import TestSupport
import Testing
import TextShell
import UseCases
import ViewModels

@MainActor
@Suite(.timeLimit(.minutes(1))) struct REPLSessionTests {
    let app = REPLApp()
    var output: BufferOutput { app.output }
    var recorded: CallLog<String> { app.recorded }
    static let logIn = REPLApp.logIn

    @Test func runsLinesUntilQuitWaitingForTheWorkEachOneStarts() async {
        let reader = ScriptedReader([
            .line("email demo@bazaar.dev"), .line("password bazaar-demo"), .line("submit"), .line("where"), .line("quit"), .line("where"),
        ])
        #expect(await app.run(reader) == 0)
        let home = output.text.range(of: "Welcome, Demo.\n", options: .backwards)
        #expect(
            home.map { output.text[$0.upperBound...].hasSuffix("home\n") } == true, "home, each feature's lines on it, then where's answer")
        #expect(reader.events == [.line("where")], "nothing is read after quit")
        #expect(reader.closed)
        #expect(reader.prompts.allSatisfy { $0.isEmpty }, "a script gets no prompts")
    }

    @Test func interruptsAndBlankLinesAreSkippedAndEndOfInputExitsZero() async {
        let reader = ScriptedReader([.interrupted, .line("   "), .line("where")])
        #expect(await app.run(reader) == 0)
        #expect(output.text.hasSuffix("login\n"))
    }

    @Test func anInterruptEndsAScriptWithStatus130() async {
        let reader = ScriptedReader([.line("where"), .interrupted, .line("help")], readsScript: true)
        #expect(await app.run(reader) == 130)
        #expect(output.text.hasSuffix("login\n"))
        #expect(reader.events == [.line("help")], "nothing is read after the interrupt")
        #expect(reader.closed)
    }

    @Test func bailStopsAtTheFirstErrorWithStatusOne() async {
        let reader = ScriptedReader([.line("email demo@bazaar.dev"), .line("password nope"), .line("submit"), .line("where")])
        #expect(await app.run(reader, bail: true) == 1)
        #expect(output.text.hasSuffix("Error: Wrong email or password.\n"))
        #expect(reader.events == [.line("where")])
    }

    @Test func refusedLinesAreOneErrorEach() async {
        let reader = ScriptedReader([.line("it\u{FFFD}"), .line("items\u{7}"), .line(String(repeating: "a", count: 4097)), .line("where")])
        reader.invalidLines = ["it\u{FFFD}"]
        #expect(await app.run(reader) == 0)
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
        let reader = try PlainLineReader(path: url.path, maximumLineBytes: LineProblem.maximumBytes)
        #expect(await app.run(reader) == 0)
        #expect(output.text.hasSuffix("\nError: Line too long (1200000 bytes); the limit is 4096 bytes.\nlogin\n"))
    }

    /// Waiting for a command's work does not suspend the session: it reads on in the turn in which the last
    /// effect delivered, before other work queued on the main actor meanwhile. (Suspending and resuming
    /// went through the global pool and back, two thread hand-offs for every command of a script.)
    @Test func theNextLineIsReadInTheTurnTheWorkFinishesIn() async {
        let reader = ScriptedReader([.line("where"), .line("where")])
        let effects = Effects()
        let log = CallLog<String>()
        var reads = 0
        var loggedAtSecondRead: [String]?
        reader.beforeRead = {
            reads += 1
            if reads == 1 {
                effects.perform({ "saved" }) { _ in
                    log.append("delivered")
                    Task { @MainActor in log.append("other work") }
                }
            } else if reads == 2 {
                loggedAtSecondRead = log.calls
            }
        }
        #expect(await app.run(reader, effects: effects) == 0)
        #expect(loggedAtSecondRead == ["delivered"], "the work's turn goes on to read the next line")
    }

    @Test func aBusyLineTheScreenLeftShowingIsClearedOnceTheWorkSettles() async {
        let reader = ScriptedReader([.line("where")], interactive: true)
        let view = TerminalView(output: output, style: .plain, showsBusy: true)
        let effects = Effects()
        reader.beforeRead = {
            reader.beforeRead = nil
            // Work the command starts that sets a busy label and never clears it, as a careless screen would.
            effects.perform({ "saved" }) { _ in view.setBusy("Saving…") }
        }
        #expect(await app.run(reader, effects: effects, view: view) == 0)
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
        #expect(await app.run(reader) == 0)
        #expect(reader.history == ["email demo@bazaar.dev", "submit", "where"])
        #expect(
            reader.prompts == [
                "bazaar login> ", "bazaar login> ", "bazaar login> ", "bazaar login> ", "bazaar home> ", "bazaar home> ",
            ])
    }

    /// A refused line was not understood, so it shows no more than its command word (see `CommandShell.redacting`).
    @Test func echoedTranscriptsMaskEachRefusedLineBeforeItsError() async {
        let long = String(repeating: "x", count: 5000)
        let reader = ScriptedReader([
            .line("it\u{FFFD}"), .line("items\u{1B}[A"), .line("password bazaar-demo\u{7}"), .line(long), .line("where"),
        ])
        reader.invalidLines = ["it\u{FFFD}"]
        _ = await app.run(reader, echo: true)
        #expect(
            output.text.hasSuffix(
                """
                > ********
                Error: Line is not valid UTF-8; it was ignored.
                > ********
                Error: Line contains control characters; it was ignored.
                > password ********
                Error: Line contains control characters; it was ignored.
                > ********
                Error: Line too long (5000 bytes); the limit is 4096 bytes.
                > where
                login

                """))
        #expect(!output.text.contains("bazaar-demo"))
        #expect(!output.text.contains("\u{1B}"))
    }

    @Test func echoedTranscriptsMaskSecrets() async {
        let reader = ScriptedReader([.line("email demo@bazaar.dev"), .line("password bazaar-demo")])
        _ = await app.run(reader, echo: true)
        #expect(output.text.contains("> email demo@bazaar.dev\nEmail: demo@bazaar.dev\n> password ********\nPassword set.\n"))
        #expect(!output.text.contains("bazaar-demo"))
    }

    @Test func aPasswordTypedAfterLoginIsMaskedInTheTranscriptToo() async {
        let reader = ScriptedReader(Self.logIn + [.line("password hunter2"), .line("pasword hunter2")])
        _ = await app.run(reader, echo: true)
        #expect(!output.text.contains("hunter2"))
        #expect(
            output.text.contains(
                "> ********\nError: Unknown command. Type 'help' to see the commands.\n> ********\nError: Unknown command."))
    }

    @Test func aSecretAskedForIsReadHiddenAndNeverEchoed() async {
        let reader = ScriptedReader([.line("email demo@bazaar.dev"), .line("password"), .line("password"), .line("submit")])
        reader.secrets = [.interrupted, .line("bazaar-demo")]
        #expect(await app.run(reader, echo: true) == 0)
        #expect(
            output.text.contains(
                "> password\nError: No password entered.\n> password\n> ********\nPassword set.\nReady: type 'submit' to log in.\n> submit\nWelcome, Demo.\n"
            ))
        #expect(!output.text.contains("bazaar-demo"))
    }

    @Test func aRecordedSessionIsWhatEchoPrintsForTheSameLinesEvenAtTheKeyboard() async throws {
        let recorded = try await app.recordedSession(typing: [.line("where")])
        #expect(recorded.contains("> where\nhome\n"))
    }
}
