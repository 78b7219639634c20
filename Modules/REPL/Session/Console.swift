public import Coordinator
internal import Foundation
import LineEditing
public import Presenters

/// Sets up the terminal (line reader, style, view) and runs a `REPLSession` on it.
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

        public init(scriptFile: String? = nil, echo: Bool = false, bail: Bool = false, noColor: Bool = false, historyFile: String? = nil) {
            self.scriptFile = scriptFile
            self.echo = echo
            self.bail = bail
            self.noColor = noColor
            self.historyFile = historyFile
        }
    }

    /// Builds the view, hands it to `makeCoordinator`, and runs until quit or end of input.
    /// Returns the process exit status.
    public static func run(
        _ configuration: Configuration,
        makeCoordinator: (any View) -> AppCoordinator
    ) async -> Int32 {
        _ = enableUTF8Locale()
        let completion = CompletionSource()
        let reader: any LineReader
        do {
            reader = try makeLineReader(
                programName: "bazaar",
                historyFile: configuration.historyFile.map { URL(fileURLWithPath: $0) },
                inputFile: configuration.scriptFile,
                maximumLineBytes: InputLine.maximumBytes,
                completion: { completion.candidates(for: $0) }
            )
        } catch {
            FileHandle.standardError.write(Data("bazaar: \(error)\n".utf8))
            return 1
        }
        let environment = ProcessInfo.processInfo.environment
        let style = Style.detect(isTerminal: reader.isInteractive, environment: environment, noColorFlag: configuration.noColor)
        let view = TerminalView(output: StandardOutput(), reader: reader, style: style, echoesInput: configuration.echo)
        let coordinator = makeCoordinator(view)
        completion.coordinator = coordinator
        let session = REPLSession(
            reader: reader, view: view, style: style,
            bailsOnFailure: configuration.bail
        )
        // Process-wide and never removed: it must not keep the session or the coordinator alive.
        SignalRelay.onInterrupt { [weak session, weak coordinator] in
            let count = SignalRelay.interruptCount
            Task { @MainActor in
                guard let session, let coordinator else { return }
                session.interrupted(count: count, coordinator)
            }
        }
        return await session.run(coordinator)
    }
}

/// Answers Tab completion from whatever coordinator is running, without owning it.
@MainActor
final class CompletionSource {
    weak var coordinator: AppCoordinator?

    func candidates(for textBeforeCursor: String) -> [String] {
        coordinator?.completions(for: textBeforeCursor) ?? []
    }
}
