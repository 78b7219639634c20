public import Coordinator
import Presenters

/// The command loop: reads a line, hands it to the coordinator, waits for the work it started,
/// and repeats until `quit` or end of input. It decides nothing about what a line means.
@MainActor
public final class REPLSession {
    /// How a session behaves beyond reading and running lines.
    public struct Options: Sendable {
        /// Print each command before its output (scripted runs), for a readable transcript.
        public var echo: Bool
        /// Stop at the first command that fails, with exit status 1.
        public var bail: Bool

        public init(echo: Bool = false, bail: Bool = false) {
            self.echo = echo
            self.bail = bail
        }
    }

    private let reader: any LineReader
    private let view: TerminalView
    private let style: Style
    private let options: Options
    /// `SignalRelay.interruptCount` when the running command started; a Ctrl-C counted after it
    /// belongs to this command, one counted before it is stale.
    private var interruptsBeforeCommand = 0

    public init(reader: any LineReader, view: TerminalView, style: Style, options: Options) {
        self.reader = reader
        self.view = view
        self.style = style
        self.options = options
    }

    /// Runs until the user quits or input ends; returns the process exit status.
    public func run(_ coordinator: AppCoordinator) async -> Int32 {
        defer { reader.close() }
        coordinator.start()
        await coordinator.settle()
        while true {
            let prompt = reader.isInteractive ? style.prompt(for: coordinator.location) : ""
            switch reader.readLine(prompt: prompt) {
            case .endOfInput:
                return 0
            case .interrupted:
                continue
            case let .line(raw):
                let errorsBefore = view.errorCount
                let outcome = await runLine(raw, coordinator)
                if options.bail && view.errorCount > errorsBefore { return 1 }
                if outcome == .quit { return 0 }
            }
        }
    }

    private func runLine(_ raw: String, _ coordinator: AppCoordinator) async -> AppCoordinator.Outcome {
        let line: String
        switch InputLine.validate(Array(raw.utf8)) {
        case let .failure(problem):
            view.show(.error(problem.description))
            return .proceed
        case let .success(text):
            line = text.trimmingWhitespace()
        }
        guard !line.isEmpty else { return .proceed }
        if options.echo { view.echo("> " + coordinator.redacting(line)) }
        if reader.isInteractive && coordinator.mayRecordInHistory(line) { reader.addToHistory(line) }
        interruptsBeforeCommand = SignalRelay.interruptCount
        let outcome = coordinator.handle(line)
        await coordinator.settle()
        return outcome
    }

    /// Ctrl-C outside line reading: cancels the running command's work, unless the interrupt
    /// (number `count`) came before that command started.
    func interrupted(count: Int, _ coordinator: AppCoordinator) {
        guard count > interruptsBeforeCommand, coordinator.isBusy else { return }
        coordinator.cancelWork()
    }
}
