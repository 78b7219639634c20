import Coordinator
import Foundation
import JSONLines
import LineEditing
import Models
import Presenters
import REPL
import TextShell
import UseCases
import ViewModels

/// Starts the machine front end (`--json`): requests from stdin (or `-f FILE`) through a `PlainLineReader`,
/// events to stdout, Ctrl-C cancelling the work in flight and SIGTERM ending the process between two lines.
@MainActor
enum JSONFrontEnd {
    /// Runs the JSON Lines session, on the environment `open` gives once the input is open, until `quit` or
    /// the end of the input; returns the process exit status (1 when `open` gives none, having said why).
    static func run(
        scriptFile: String?, bail: Bool, open: () -> UseCaseEnvironment?, language: Language, effects: Effects
    ) async -> Int32 {
        let reader: PlainLineReader
        do {
            reader = try PlainLineReader(path: scriptFile, maximumLineBytes: RequestParser.maximumLineBytes)
        } catch {
            Console.printError(error.text(in: language))
            return 1
        }
        guard let environment = open() else { return 1 }
        let output = StandardOutputLines()
        output.exitOnTermination()
        let view = JSONLinesView(output: output, language: language)
        let app = TextApp(
            environment: environment, language: language, features: Bazaar.screens, effects: effects, view: view)
        let session = JSONLinesSession(
            input: ReaderRequestSource(reader), view: view, shell: app.shell, bailsOnFailure: bail,
            interruptCount: { SignalRelay.interruptCount })
        // Process-wide and never removed: it must not keep the session alive.
        SignalRelay.onInterrupt { [weak session] in
            let count = SignalRelay.interruptCount
            Task { @MainActor in session?.interrupted(count: count) }
        }
        return await session.run(start: app.start)
    }
}
