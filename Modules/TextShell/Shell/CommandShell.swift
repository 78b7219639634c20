public import Models
public import Presenters
public import ViewModels

/// The text command shell every text front end shares (the terminal, JSON Lines): it turns a typed line
/// into a screen's command, a section to open, or a global command; it answers help, where and Tab
/// completion; it decides which lines may go into history and masks secrets in echoed lines; and it waits
/// for or cancels the work a command started. A GUI does not need it: it calls presenters and the
/// `Navigator` directly.
///
/// It draws only what the global commands say (help, where, the messages of back, home and logout) on
/// the front end's view; everything else comes from the screens' presenters.
@MainActor
public final class CommandShell {
    /// What the front end should do after a line.
    public enum Outcome: Equatable, Sendable {
        case proceed
        case quit
    }

    private let navigator: any Navigator
    private let effects: Effects
    private weak var view: (any ScreenView)?
    /// The language the shell speaks, as the screens do.
    public let language: Language

    /// - Parameters:
    ///   - language: the language of help, hints and the shell's own lines.
    ///   - effects: the app's root `Effects`, whose work `settle()` waits for and `cancelWork()` cancels.
    ///   - view: where the global commands draw.
    public init(navigator: any Navigator, language: Language, effects: Effects, view: any ScreenView) {
        self.navigator = navigator
        self.language = language
        self.effects = effects
        self.view = view
    }

    /// Where the user is, for a prompt: `login`, `home`, `items/3`.
    public var location: String { navigator.top?.path ?? "" }

    /// The paths of the screens on the stack, the first screen's first: `location` is the last.
    public var paths: [String] { navigator.screens.map(\.path) }

    /// Whether a user is signed in (the navigation commands work).
    public var isSignedIn: Bool { navigator.isSignedIn }

    /// Whether `path` names a screen (`login`, `home`, `items/3` whether or not item 3 is there): a front end
    /// of addresses answers any other path "no such page" and leaves the session as it was (a browser asks for
    /// `/favicon.ico` on its own, and a question waiting must not be cancelled by that).
    public func namesScreen(_ path: String) -> Bool {
        navigator.routes.route(forPath: path) != nil || AuthRoute.login.table.route(forPath: path) != nil
    }

    /// Runs one line (already checked with `LineProblem.check`). Errors are shown as one line; the app goes on.
    public func handle(_ line: String) -> Outcome {
        guard let top = navigator.top else { return .proceed }
        return handle(line, on: top.presenter, at: top.route)
    }

    /// Tab-completion candidates for the word under the cursor.
    public func completions(for textBeforeCursor: String) -> [String] {
        guard let top = navigator.top else { return [] }
        return completions(for: textBeforeCursor, on: top.presenter, at: top.route)
    }

    /// Whether `line` may be written to history: only a line that parses here and carries no secret.
    public func mayRecordInHistory(_ line: String) -> Bool {
        guard let top = navigator.top else { return false }
        return mayRecord(line, on: top.presenter, at: top.route)
    }

    /// What a transcript (`--echo`, `--record`) shows of a typed line. A password typed in the wrong place
    /// looks like any other word (`passwordhunter2`, `pw hunter2`, `email a@b.co hunter2`), so the rule is
    /// that only what was understood is repeated:
    ///
    /// - a command of this screen is shown as typed, its secret argument as `********` (`password ********`);
    /// - a command of this screen that takes no secret, refused for its arguments, is shown word by word: each
    ///   word in an argument's place as typed when it has that argument's shape (`due 2026-02-30`, `spend
    ///   10.5` in yen, `new Cake 300 yes`), `********` when it has not (`select ********`) or is past the
    ///   arguments (`email demo@bazaar.dev ********`; see `CommandParser.shownAsRefused`);
    /// - any other line (an unknown command, one that takes a secret, an unclosed quote) is shown as its
    ///   command word followed by `********` when that word is a command here, else as `********`.
    ///
    /// Its errors (`CommandError`) repeat no word of it either. On the login screen this leaves only the
    /// command words and the email address. `redacting(refused:)` and `redacting(answer:)` apply the same rule
    /// to a refused line and to an answer.
    public static let mask = "********"

    /// Whether `line` is a command of this screen that takes a secret (`password hunter2`, `password a b`),
    /// one a terminal that echoed it as typed draws again as `redacting` shows it.
    public func namesCommandTakingSecret(_ line: String) -> Bool {
        guard let top = navigator.top, let head = CommandParser.words(line).first else { return false }
        return namesCommandTakingSecret(head, on: top.presenter, at: top.route)
    }

    private func namesCommandTakingSecret<P: CommandPresenter>(_ word: String, on presenter: P, at route: MainRoute?) -> Bool {
        specs(for: presenter, at: route).contains { $0.takesSecret && $0.isNamed(word) }
    }

    /// `line` as a transcript shows it (see `mask`).
    public func redacting(_ line: String) -> String {
        guard let top = navigator.top else { return Self.mask }
        return redacting(line, on: top.presenter, at: top.route)
    }

    /// A line refused before it ran (too long, not UTF-8, control characters), as a transcript shows it: its
    /// command word and `********`, or `********`, as for a line that does not parse (see `mask`).
    public func redacting(refused line: String) -> String {
        guard let top = navigator.top else { return Self.mask }
        return commandWordAndMask(of: line, on: top.presenter, at: top.route)
    }

    /// An answer to a yes-or-no question as a transcript shows it: as typed when it is one of the answers
    /// understood (`y`, `yes`, `はい`, `n`, `no`, `いいえ`, any case or width) or empty, else `********` (see `mask`).
    public func redacting(answer: String) -> String {
        let word = Question.answerWord(answer)
        return word.isEmpty || (Question.yesAnswers + Question.noAnswers).contains(word) ? answer : Self.mask
    }

    /// A command a screen offers, as a front end with forms shows it: a form of its arguments (`ArgumentSpec`:
    /// a secret is a password field), posted back as the line `line(_:arguments:)` makes.
    public struct Offer: Sendable {
        public let name: String
        public let arguments: [ArgumentSpec]
        /// What it does, in the shell's language.
        public let summary: String

        public init(name: String, arguments: [ArgumentSpec], summary: String) {
            self.name = name
            self.arguments = arguments
            self.summary = summary
        }
    }

    /// The commands of the screen shown, in the order help lists them: its own, not the ones every screen has.
    public var screenCommands: [Offer] {
        guard let top = navigator.top else { return [] }
        return offers(on: top.presenter)
    }

    /// The screens the one shown opens by name (home's sections, a row's child screen): name, summary and path.
    public var sections: [(name: String, summary: String, path: String)] {
        guard let route = navigator.top?.route else { return [] }
        return navigator.routes.sections(under: route).map { ($0.name, $0.summary.text(in: language), navigator.routes.path(of: $0.route)) }
    }

    /// The line a form posts: the command and its arguments' values in order, each as the parser reads it (a
    /// word quoted when it must be, the rest of the line as it is), up to the last one given; one left empty
    /// before it is `""`. Run it with `handle(_:)`.
    public nonisolated static func line(_ offer: Offer, values: [String]) -> String {
        let count = (values.lastIndex { !$0.isEmpty } ?? -1) + 1
        let given = zip(offer.arguments, values).prefix(count)
        return ([offer.name] + given.map { $0.kind == .text ? $1 : CommandParser.quoted($1) }).joined(separator: " ")
    }

    private func offers<P: CommandPresenter>(on presenter: P) -> [Offer] {
        Self.words(of: P.Command.self).map { Offer(name: $0.name, arguments: $0.arguments, summary: $0.summary.text(in: language)) }
    }

    /// Whether work started by a command is still running.
    public var isBusy: Bool { effects.isBusy }

    /// Returns once the work commands started has finished.
    public func settle() async {
        await effects.waitUntilIdle()
    }

    /// Calls `body` once the work commands started has finished: at once when none is running, otherwise
    /// right after the last of it delivers, on the main actor (see `Effects.whenIdle`).
    public func whenSettled(_ body: @escaping @MainActor () -> Void) {
        effects.whenIdle(body)
    }

    /// Cancels the work in flight (Ctrl-C). Storage writes in one transaction, so nothing is left half done.
    public func cancelWork() {
        effects.cancelAll()
    }

    // MARK: - The commands here

    /// A screen's command, a section it opens, or a command that works everywhere.
    private enum Command<Screen: Sendable>: Sendable {
        case screen(Screen)
        case section(MainRoute)
        case navigation(NavigationCommand)
        case global(GlobalCommand)
    }

    /// Which commands a screen offers depends only on these: its presenter's type, its route, and whether
    /// a user is signed in.
    private struct SpecsKey: Hashable {
        let presenter: ObjectIdentifier
        let route: MainRoute?
        let isSignedIn: Bool
    }

    /// One screen's commands, kept for the next line typed there.
    private final class SpecsBox<Screen: Sendable> {
        let specs: [CommandSpec<Command<Screen>>]
        init(_ specs: [CommandSpec<Command<Screen>>]) { self.specs = specs }
    }

    /// The commands of every screen met so far (a handful: one entry per route and presenter type).
    private var specsCache: [SpecsKey: AnyObject] = [:]

    /// Every command that works on `presenter`'s screen, in the order help lists them; built once per kind
    /// of screen, not for every line.
    private func specs<P: CommandPresenter>(for presenter: P, at route: MainRoute?) -> [CommandSpec<Command<P.Command>>] {
        let key = SpecsKey(presenter: ObjectIdentifier(P.self), route: route, isSignedIn: navigator.isSignedIn)
        if let box = specsCache[key] as? SpecsBox<P.Command> { return box.specs }
        let specs = makeSpecs(for: presenter, at: route)
        specsCache[key] = SpecsBox(specs)
        return specs
    }

    private func makeSpecs<P: CommandPresenter>(for presenter: P, at route: MainRoute?) -> [CommandSpec<Command<P.Command>>] {
        let screen = Self.words(of: P.Command.self).map { $0.map(Command<P.Command>.screen) }
        let sections = route.map { route in
            navigator.routes.sections(under: route).map { section in
                CommandSpec<Command<P.Command>>(section.name, summary: section.summary, .section(section.route))
            }
        }
        let navigation = navigator.isSignedIn ? NavigationCommand.specs.map { $0.map(Command<P.Command>.navigation) } : []
        let global = GlobalCommand.specs.map { $0.map(Command<P.Command>.global) }
        return screen + (sections ?? []) + navigation + global
    }

    /// The words of a screen's commands: its command enum's `CommandSet` conformance (in `Screens/`). A
    /// presenter's `Command` is a plain enum so that Presenters hold no front end's words; one without
    /// words here would offer no commands in a text front end, which `ScreenWordsTests` rules out.
    static func words<C: Sendable>(of command: C.Type) -> [CommandSpec<C>] {
        guard let set = command as? any CommandSet.Type else { return [] }
        return specs(of: set, as: command)
    }

    /// `S.specs` as the presenter's command type, which it is (`S` is `C`, opened from `any CommandSet.Type`).
    private static func specs<S: CommandSet, C>(of set: S.Type, as command: C.Type) -> [CommandSpec<C>] {
        S.specs as? [CommandSpec<C>] ?? []
    }

    private func handle<P: CommandPresenter>(_ line: String, on presenter: P, at route: MainRoute?) -> Outcome {
        switch CommandParser.parse(line, specs: specs(for: presenter, at: route)) {
        case nil:
            return .proceed
        case let .failure(error):
            show(signedOutMessage(for: line) ?? .error(Alert(error, in: language)))
            return .proceed
        case let .success(parsed):
            switch parsed.command {
            case let .screen(command): presenter.perform(command)
            case let .section(route): navigator.open(route)
            case let .navigation(command): perform(command)
            case let .global(command): return perform(command, on: presenter, at: route)
            }
            return .proceed
        }
    }

    private func perform<P: CommandPresenter>(_ command: GlobalCommand, on presenter: P, at route: MainRoute?) -> Outcome {
        switch command {
        case .help:
            let rows = specs(for: presenter, at: route).map { [Display.Value.text($0.usage), .text($0.summary.text(in: language))] }
            show(.table(Display.Table(headers: [.commandHeader, .whatItDoesHeader].map(language.say), rows: rows)))
        case .where:
            show(.line(paths.joined(separator: " > ")))
        case .quit:
            return .quit
        }
        return .proceed
    }

    private func perform(_ command: NavigationCommand) {
        switch command {
        case .back:
            if !navigator.back() { show(.line(language.say(.firstScreen(location: location)))) }
        case .home:
            if !navigator.home() { show(.line(language.say(.alreadyHome))) }
        case let .open(path):
            guard let route = navigator.routes.route(forPath: path) else {
                show(.error(language.alert(.unknownPath(path, paths: navigator.routes.templates))))
                return
            }
            navigator.open(route)
        case .logout:
            show(.success(language.say(.loggedOut)))
            navigator.logOut()
        }
    }

    /// What to say when a line is a signed-in command typed before login, its arguments right or not.
    private func signedOutMessage(for line: String) -> Display? {
        guard !navigator.isSignedIn else { return nil }
        let command: NavigationCommand
        switch CommandParser.parse(line, specs: NavigationCommand.specs) {
        case let .success(parsed)?:
            command = parsed.command
        case let .failure(.usage(name, _, _))?:
            // Refused for what it is before what was typed after it: the command as it would be typed right.
            guard let spec = NavigationCommand.specs.first(where: { $0.isNamed(name) }),
                let named = spec.make(spec.arguments.map { _ in .text("") })
            else { return nil }
            command = named
        default:
            return nil
        }
        return switch command {
        case .open: .error(language.alert(.logInFirst(command: "open")))
        case .back: .line(language.say(.firstScreen(location: location)))
        case .home: .error(language.alert(.logInFirst(command: "home")))
        case .logout: .error(language.alert(.notLoggedIn))
        }
    }

    private func completions<P: CommandPresenter>(for text: String, on presenter: P, at route: MainRoute?) -> [String] {
        Completer.candidates(for: text, specs: specs(for: presenter, at: route)) { argument in
            switch argument.completion {
            case .none: []
            case .rows: presenter.rowNumbers
            case .paths: navigator.isSignedIn ? navigator.routes.fixedPaths + navigator.screens.flatMap(\.presenter.deepLinks) : []
            }
        }
    }

    private func mayRecord<P: CommandPresenter>(_ line: String, on presenter: P, at route: MainRoute?) -> Bool {
        guard case let .success(parsed)? = CommandParser.parse(line, specs: specs(for: presenter, at: route)) else { return false }
        return !parsed.carriesSecret
    }

    private func redacting<P: CommandPresenter>(_ line: String, on presenter: P, at route: MainRoute?) -> String {
        switch CommandParser.parse(line, specs: specs(for: presenter, at: route)) {
        case nil:
            return line
        case let .success(parsed):
            guard parsed.carriesSecret, let head = CommandParser.words(line).first else { return line }
            // Rebuilt from what was read, not from the line's words: a secret in quotes may hold spaces.
            let shown = zip(parsed.spec.arguments, parsed.arguments).compactMap { argument, value -> String? in
                switch value {
                case nil: nil
                case _ where argument.isSecret: Self.mask
                case let .integer(number)?: String(number)
                case let .text(text)?: argument.kind == .text ? text : CommandParser.quoted(text)
                }
            }
            return ([head] + shown).joined(separator: " ")
        case .failure:
            return CommandParser.shownAsRefused(line, specs: specs(for: presenter, at: route), mask: Self.mask)
                ?? commandWordAndMask(of: line, on: presenter, at: route)
        }
    }

    /// A line that was not run: its first word and `********` when that word is a command here (or one the
    /// shell answers before login, such as `open`), the word alone when nothing follows it; else `********`.
    private func commandWordAndMask<P: CommandPresenter>(of line: String, on presenter: P, at route: MainRoute?) -> String {
        let words = CommandParser.words(line)
        guard let head = words.first else { return line.isEmpty ? line : Self.mask }
        let answered = navigator.isSignedIn ? [] : NavigationCommand.specs.map(\.name)
        let isCommand =
            specs(for: presenter, at: route).contains { $0.isNamed(head) } || answered.contains(head.narrowingFullWidthASCII().lowercased())
        guard isCommand else { return Self.mask }
        return words.count == 1 && line == head ? head : head + " " + Self.mask
    }

    private func show(_ display: Display) {
        view?.show(display)
    }
}
