import Models
public import Presenters
public import UseCases
public import ViewModels

/// Owns navigation: runs the auth flow until login, then the main flow until logout, and
/// handles the global commands (help, back, home, where, open, quit) on every screen.
///
/// The REPL hands it each line and asks it for the prompt, completions and whether a line may
/// go into history; it never decides anything itself.
@MainActor
public final class AppCoordinator {
    /// What the REPL should do after a line.
    public enum Outcome: Equatable, Sendable {
        case proceed
        case quit
    }

    private enum ActiveFlow {
        case auth(AuthFlow)
        case main(MainFlow)
    }

    private let factory: ScreenFactory
    private let effects: Effects
    private let view: any View
    private var active: ActiveFlow?

    public init(environment: UseCaseEnvironment, effects: Effects, view: any View) {
        self.factory = ScreenFactory(environment: environment, effects: effects)
        self.effects = effects
        self.view = view
    }

    /// Shows the login screen.
    public func start() {
        startAuth()
    }

    // MARK: What the REPL asks

    /// The navigation stack, bottom first.
    public var stack: [Screen] {
        switch active {
        case let .auth(flow): flow.navigation.screens
        case let .main(flow): flow.navigation.screens
        case nil: []
        }
    }

    /// The running flow (an `AuthFlow` or a `MainFlow`), for tests that prove flows are released.
    public var activeFlow: AnyObject? {
        switch active {
        case let .auth(flow): flow
        case let .main(flow): flow
        case nil: nil
        }
    }

    /// Where the user is, for the prompt: `login`, `home`, `items/3`.
    public var location: String { stack.last?.route.path ?? "" }

    /// The commands that work here: the screen's own, then the global ones.
    public var commands: [CommandSpec] {
        (stack.last?.presenter.commands ?? []) + GlobalCommand.specs
    }

    /// Runs one line. Errors are shown on the view as one line; the app goes on.
    public func handle(_ line: String) -> Outcome {
        guard let parsed = CommandParser.parse(line, commands: commands) else { return .proceed }
        switch parsed {
        case let .failure(error):
            view.show(.error(error.description))
            return .proceed
        case let .success(command):
            if let global = GlobalCommand(rawValue: command.name) {
                return perform(global, command)
            }
            stack.last?.presenter.perform(command)
            return .proceed
        }
    }

    /// Tab-completion candidates for the word under the cursor.
    public func completions(for textBeforeCursor: String) -> [String] {
        Completer.candidates(for: textBeforeCursor, commands: commands) { command, index in
            if command == GlobalCommand.open.rawValue { return openCompletions }
            return stack.last?.presenter.argumentCompletions(for: command, index: index) ?? []
        }
    }

    /// Whether `line` may be written to history: only lines that parse and carry no secret.
    public func mayRecordInHistory(_ line: String) -> Bool {
        guard let (command, spec) = match(line) else { return false }
        return !spec.carriesSecret(command.arguments)
    }

    /// `line` with every secret argument masked, for echoing a command in a transcript.
    ///
    /// A line that does not parse but names (or nearly names) a command with a secret argument,
    /// such as `password a b` or `pasword s3cret`, keeps only its first word: it may hold a secret.
    public func redacting(_ line: String) -> String {
        let words = CommandParser.words(line)
        guard let head = words.first, words.count > 1 else { return line }
        if let (command, spec) = match(line) {
            guard spec.carriesSecret(command.arguments) else { return line }
            let masked = zip(spec.arguments, command.arguments).map { $0.isSecret ? "********" : $1 }
            return ([head] + masked).joined(separator: " ")
        }
        let secretNames = commands.filter { $0.arguments.contains(where: \.isSecret) }.flatMap { [$0.name] + $0.aliases }
        let mayBeSecret = secretNames.contains(head.lowercased()) || Suggestions.closest(to: head, among: secretNames) != nil
        return mayBeSecret ? head + " ********" : line
    }

    /// Whether work started by the last command is still running.
    public var isBusy: Bool { effects.isBusy }

    /// Returns once the work the last command started has finished, including every screen a deep
    /// link opens: each is shown only after the one below it has loaded, so output keeps one order.
    public func settle() async {
        await effects.waitUntilIdle()
        while case let .main(flow) = active, flow.advance() {
            await effects.waitUntilIdle()
        }
    }

    /// Cancels work in flight (Ctrl-C), and the rest of a deep link. A purchase is atomic, so nothing
    /// is left half done.
    public func cancelWork() {
        if case let .main(flow) = active { flow.cancelPending() }
        effects.cancelAll()
    }

    /// The command `line` parses to here, with its spec; `nil` when it does not parse.
    private func match(_ line: String) -> (ParsedCommand, CommandSpec)? {
        guard case let .success(command)? = CommandParser.parse(line, commands: commands),
            let spec = commands.first(where: { $0.name == command.name })
        else { return nil }
        return (command, spec)
    }

    // MARK: Flows

    private func startAuth() {
        let flow = AuthFlow(factory: factory, view: view)
        flow.onFinish = { [weak self] session in self?.startMain(session) }
        active = .auth(flow)
        flow.start()
    }

    private func startMain(_ session: Session) {
        let flow = MainFlow(session: session, factory: factory, view: view)
        flow.onFinish = { [weak self] in self?.logOut() }
        active = .main(flow)
        flow.start()
    }

    private func logOut() {
        effects.cancelAll()
        view.show(.success("Logged out."))
        startAuth()
    }

    // MARK: Global commands

    /// Paths `open` can complete to: the sections, and what the screens on the stack list.
    private var openCompletions: [String] {
        guard case .main = active else { return [] }
        return ["home", "items", "transactions"] + stack.flatMap(\.presenter.deepLinks)
    }

    private func perform(_ global: GlobalCommand, _ command: ParsedCommand) -> Outcome {
        switch global {
        case .help:
            view.show(
                .table(
                    Table(
                        headers: ["Command", "What it does"],
                        rows: commands.map { [$0.usage, $0.summary] }
                    )))
        case .back:
            let moved: Bool
            if case let .main(flow) = active { moved = flow.back() } else { moved = false }
            if !moved { view.show(.line("You are on \(location), the first screen: there is nothing to go back to.")) }
        case .home:
            guard case let .main(flow) = active else {
                view.show(.error("Log in first: home is for signed-in users."))
                return .proceed
            }
            if !flow.home() { view.show(.line("You are already home.")) }
        case .where:
            view.show(.line(stack.map(\.route.path).joined(separator: " > ")))
        case .open:
            open(command.arguments[0])
        case .quit:
            return .quit
        }
        return .proceed
    }

    private func open(_ path: String) {
        switch DeepLink.stack(for: path) {
        case let .failure(problem):
            view.show(.error(problem.description))
        case let .success(routes):
            guard case let .main(flow) = active else {
                view.show(.error(DeepLink.Problem.notLoggedIn(path).description))
                return
            }
            flow.open(routes)
        }
    }
}
