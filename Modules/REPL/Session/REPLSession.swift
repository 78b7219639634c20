public import Coordinator
public import LineEditing
import Presenters

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command loop: reads a line, hands it to the coordinator, waits for the work it started,
/// and repeats until `quit` or end of input. It decides nothing about what a line means.
///
/// Ctrl-C cancels the work in flight. At the keyboard the session goes on; in a script (see
/// `LineReader.readsScript`) the script ends too, with exit status 130, as in the sqlite3 shell.
@MainActor
public final class REPLSession {
    private let reader: any LineReader
    private let view: TerminalView
    private let style: Style
    private let bailsOnFailure: Bool
    /// `SignalRelay.interruptCount` when the running command started; a Ctrl-C counted after it
    /// belongs to this command, one counted before it is stale.
    private var interruptsBeforeCommand = 0

    /// - Parameter bailsOnFailure: stop at the first command that shows an error, with exit status 1 (`--bail`).
    public init(reader: any LineReader, view: TerminalView, style: Style, bailsOnFailure: Bool) {
        self.reader = reader
        self.view = view
        self.style = style
        self.bailsOnFailure = bailsOnFailure
    }

    /// Runs until the user quits or input ends; returns the process exit status.
    public func run(_ coordinator: AppCoordinator) async -> Int32 {
        defer { reader.close() }
        coordinator.start()
        await settle(coordinator)
        while true {
            let prompt = reader.showsPrompts ? style.prompt(for: coordinator.location) : ""
            switch reader.readLine(prompt: prompt) {
            case .endOfInput:
                return 0
            case .interrupted:
                if reader.readsScript { return SignalRelay.exitStatus(for: SIGINT) }
                continue
            case let .line(raw):
                let errorsBefore = view.errorCount
                let outcome = await runLine(raw, coordinator)
                if bailsOnFailure && view.errorCount > errorsBefore { return 1 }
                if outcome == .quit { return 0 }
            }
        }
    }

    private func runLine(_ raw: String, _ coordinator: AppCoordinator) async -> AppCoordinator.Outcome {
        let line: String
        let checked: Result<String, InputLine.Problem> =
            if let length = reader.lastLineTruncatedFrom {
                .failure(.tooLong(bytes: length))
            } else if reader.lastLineWasInvalidUTF8 {
                .failure(.invalidUTF8)
            } else {
                InputLine.validate(Array(raw.utf8))
            }
        switch checked {
        case let .failure(problem):
            view.echoCommand(coordinator.redacting(PrintableLine.render(raw)))
            view.show(.error(problem.description))
            return .proceed
        case let .success(text):
            line = text.trimmingWhitespace()
        }
        guard !line.isEmpty else { return .proceed }
        view.echoCommand(coordinator.redacting(line))
        if reader.isInteractive && coordinator.mayRecordInHistory(line) { reader.addToHistory(line) }
        interruptsBeforeCommand = SignalRelay.interruptCount
        let outcome = coordinator.handle(line)
        await settle(coordinator)
        return outcome
    }

    /// Waits for the work in flight, then makes sure no busy line is left on screen (should a screen forget it).
    private func settle(_ coordinator: AppCoordinator) async {
        await coordinator.settle()
        view.setBusy(nil)
    }

    /// Ctrl-C outside line reading: cancels the running command's work, unless the interrupt
    /// (number `count`) came before that command started. In a script any interrupt cancels it: the
    /// script is over (its reader returns `.interrupted` from now on).
    func interrupted(count: Int, _ coordinator: AppCoordinator) {
        guard reader.readsScript || count > interruptsBeforeCommand, coordinator.isBusy else { return }
        coordinator.cancelWork()
    }
}
