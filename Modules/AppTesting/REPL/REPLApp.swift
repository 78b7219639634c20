public import Coordinator
import Foundation
public import LineEditing
import Models
import Presenters
public import REPL
public import TestSupport
public import Testing
import TextShell
public import UseCases
public import ViewModels

/// A REPL session over a real coordinator and command shell, with use cases from closures: the app as the
/// terminal runs it, for the REPL's tests and each feature's (its screens in `features`, its stubs set by
/// `customize`, which record what they were asked to change in `recorded`).
@MainActor
public final class REPLApp {
    public let features: [FeatureScreens]
    let customize: (inout UseCaseEnvironment, CallLog<String>) -> Void

    public init(
        features: [FeatureScreens] = [], customize: @escaping (inout UseCaseEnvironment, CallLog<String>) -> Void = { _, _ in }
    ) {
        self.features = features
        self.customize = customize
    }

    public let output = BufferOutput()

    /// What the stubbed use cases were asked to change, in order, in a few words each (a feature's stubs
    /// record their writes here: "buy 3").
    public let recorded = CallLog<String>()

    /// The test's use cases.
    public func environment() -> UseCaseEnvironment { parts().environment }

    /// The test's use cases, and each feature's screens on them.
    public func parts() -> (environment: UseCaseEnvironment, features: [FeatureScreens]) {
        var environment = UseCaseEnvironment.unimplemented
        environment.login.logIn = { _, password in
            guard password.revealed == "bazaar-demo" else { throw LoginError.invalidCredentials }
            return Fixtures.demoSession
        }
        customize(&environment, recorded)
        return (environment, features.signingIn)
    }

    public func run(
        _ reader: any LineReader, echo: Bool = false, bail: Bool = false, effects: Effects = Effects(),
        environment: UseCaseEnvironment? = nil, view: TerminalView? = nil
    ) async -> Int32 {
        let view =
            view
            ?? TerminalView(
                output: output, style: .plain, showsBusy: reader.isInteractive, echoesInput: echo && !reader.showsPrompts,
                printsQuestions: !reader.showsPrompts)
        let parts = parts()
        let app = TextApp(
            environment: environment ?? parts.environment, language: .english, features: parts.features, effects: effects, view: view)
        let session = REPLSession(reader: reader, view: view, shell: app.shell, style: .plain, bailsOnFailure: bail)
        return await session.run(start: app.start)
    }

    public static let logIn: [LineEvent] = [.line("email demo@bazaar.dev"), .line("password bazaar-demo"), .line("submit")]

    /// Logs in at the keyboard (the password at its hidden prompt) and types `typed`, recording the session:
    /// what is recorded is what `--echo` prints for the same lines from a script, masked, without colour.
    /// Returns what was recorded; a feature's tests call it with their own lines (a question answered).
    public func recordedSession(typing typed: [LineEvent], sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bazaar-record-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: url) }
        let lines: [LineEvent] = [.line("email demo@bazaar.dev"), .line("password"), .line("submit")] + typed
        let keyboard = ScriptedReader(lines, interactive: true)
        keyboard.secrets = [.line("bazaar-demo")]
        let recorder = try TranscriptRecorder(path: url.path)
        recorder.start()
        let view = TerminalView(
            output: BufferOutput(), style: Style(usesColor: true), showsBusy: true, printsQuestions: false, recorder: recorder)
        #expect(await run(keyboard, view: view) == 0, sourceLocation: sourceLocation)
        let recorded = try String(contentsOf: url, encoding: .utf8)

        let script = ScriptedReader(lines)
        script.secrets = [.line("bazaar-demo")]
        #expect(await run(script, echo: true) == 0, sourceLocation: sourceLocation)
        #expect(recorded == (TerminalWords.transcriptHeader.english + "\n" + output.text), sourceLocation: sourceLocation)
        #expect(!recorded.contains("bazaar-demo"), "the secret is masked", sourceLocation: sourceLocation)
        #expect(!recorded.contains("\u{1B}"), "no colour in a transcript", sourceLocation: sourceLocation)
        #expect(
            recorded.contains("> password\n> ********\nPassword set."), "a hidden answer is recorded masked",
            sourceLocation: sourceLocation)
        return recorded
    }
}
