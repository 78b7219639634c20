internal import Foundation
import LineEditing
public import Models
public import Presenters
public import TextShell

/// Sets up the terminal (line reader, style, view), the command shell and the session, and runs it.
@MainActor
public enum Console {
    /// What the command line asked of the terminal.
    public struct Configuration: Sendable {
        /// Read commands from this file instead of stdin.
        public var scriptFile: String?
        public var echo: Bool
        public var bail: Bool
        public var noColor: Bool
        /// Where history is kept; `nil` for none.
        public var historyFile: String?
        /// Where the session is recorded as a transcript; `nil` for nowhere.
        public var recordFile: String?
        /// The files the app keeps (its database's): a transcript is never written over one, nor over the
        /// history or the script.
        public var keptFiles: [String]
        /// The language the terminal's own words are in (the screens' come from the app).
        public var language: Language

        public init(
            scriptFile: String? = nil, echo: Bool = false, bail: Bool = false, noColor: Bool = false, historyFile: String? = nil,
            recordFile: String? = nil, keptFiles: [String] = [], language: Language = .english
        ) {
            self.language = language
            self.scriptFile = scriptFile
            self.echo = echo
            self.bail = bail
            self.noColor = noColor
            self.historyFile = historyFile
            self.recordFile = recordFile
            self.keptFiles = keptFiles
        }
    }

    /// Opens the input and the transcript, builds the view, hands it to `makeApp` (which builds the
    /// coordinator and the command shell on it and says how to show the first screen, or nil when the app
    /// cannot start, having said why), and runs until quit or end of input. Returns the process exit status.
    public static func run(
        _ configuration: Configuration,
        makeApp: (any ScreenView) -> (shell: CommandShell, start: () -> Void)?
    ) async -> Int32 {
        _ = enableUTF8Locale()
        // The transcript first, before a reader takes over any signal: opening a named pipe waits for its
        // reader, and Ctrl-C or SIGTERM must end that wait as they end any program.
        let recorder: TranscriptRecorder?
        do throws(RecorderError) {
            recorder = try configuration.recordFile.map { path throws(RecorderError) in
                try TranscriptRecorder(
                    path: path, language: configuration.language,
                    sparing: configuration.keptFiles + [configuration.historyFile, configuration.scriptFile].compactMap { $0 })
            }
        } catch {
            printError(error.text(in: configuration.language))
            return 1
        }
        let completion = CompletionSource()
        let reader: any LineReader
        do {
            reader = try makeLineReader(
                programName: "bazaar",
                historyFile: configuration.historyFile.map { URL(fileURLWithPath: $0) },
                inputFile: configuration.scriptFile,
                maximumLineBytes: LineProblem.maximumBytes,
                completion: { completion.candidates(for: $0) }
            )
        } catch {
            recorder?.discard()
            printError(error.text(in: configuration.language))
            return 1
        }
        // A history file that cannot be used is said once, at start or at the first line it could not keep.
        if let problem = reader.takeHistoryProblem() { printError(problem.text(in: configuration.language)) }
        let environment = ProcessInfo.processInfo.environment
        let style = Style.detect(isTerminal: reader.isInteractive, environment: environment, noColorFlag: configuration.noColor)
        let view = TerminalView(
            output: StandardOutput(), style: style, showsBusy: reader.isInteractive,
            echoesInput: configuration.echo && !reader.showsPrompts, printsQuestions: !reader.showsPrompts, recorder: recorder,
            errors: reader.showsPrompts ? nil : StandardError(), columns: { TerminalInfo.columns() },
            language: configuration.language)
        guard let (shell, start) = makeApp(view) else {
            recorder?.discard()
            return 1
        }
        // Only now, with the app's store open: a run refused before this leaves the file it found as it was.
        recorder?.start()
        completion.shell = shell
        let session = REPLSession(reader: reader, view: view, shell: shell, style: style, bailsOnFailure: configuration.bail)
        // Process-wide and never removed: it must not keep the session alive.
        SignalRelay.onInterrupt { [weak session] in
            let count = SignalRelay.interruptCount
            Task { @MainActor in session?.interrupted(count: count) }
        }
        return await session.run(start: start)
    }

    /// Writes `bazaar: message` on standard error (a failed write ends the program quietly: `OutputWriter`).
    public static func printError(_ message: String) {
        OutputWriter.standardError.write("bazaar: \(message)\n")
    }
}

/// Answers Tab completion from whatever shell is running, without owning it.
@MainActor
final class CompletionSource {
    weak var shell: CommandShell?

    func candidates(for textBeforeCursor: String) -> [String] {
        shell?.completions(for: textBeforeCursor) ?? []
    }
}
