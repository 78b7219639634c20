import Coordinator
import Models
import Presenters
import TextShell
import UseCases
import ViewModels

/// One browser's session: its own app (a `TextApp` drawing on a `WebView`), its CSRF token and its language.
/// It turns a page's requests into what a person types in the terminal (a URL is `open PATH`, a form is its
/// command's line, a dialog's button is the answer) and waits for the work each started before the page is
/// answered, so that a page always shows work done.
@MainActor
final class WebSession {
    /// Its token: the session cookie's value, and its key among the site's sessions (new at each login and
    /// logout: `renew`).
    private(set) var id: String
    let language: Language
    /// The token every form of this session posts back.
    private(set) var csrf: String
    /// When it last answered a request; a session idle longer than the site's limit is ended.
    var lastUsed: ContinuousClock.Instant
    let view = WebView()
    private let app: TextApp
    /// How many secrets (passwords) it has handed to its app, in a command's field or a dialog's: each gives the
    /// session new tokens (`WebSite`).
    private(set) var secretsTaken = 0
    /// Whether a request of this session is being answered, and the requests waiting for it to end.
    private var isAnswering = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(
        id: String, environment: UseCaseEnvironment, features: [FeatureScreens], language: Language, csrf: String,
        now: ContinuousClock.Instant
    ) async {
        self.id = id
        self.language = language
        self.csrf = csrf
        lastUsed = now
        app = TextApp(environment: environment, language: language, features: features, effects: Effects(), view: view)
        await perform { app.start() }
    }

    /// Runs `answer` once no other request of this session is being answered: two tabs share a session, and a
    /// page is one request's work (its batch of displays, the screen it leaves), not a mix of two.
    func oneAtATime<Answer>(_ answer: () async -> Answer) async -> Answer {
        while isAnswering { await withCheckedContinuation { waiting.append($0) } }
        isAnswering = true
        defer {
            isAnswering = false
            if !waiting.isEmpty { waiting.removeFirst().resume() }
        }
        return await answer()
    }

    /// Whether someone is signed in.
    var isSignedIn: Bool { app.shell.isSignedIn }

    /// Gives the session new tokens (at a login or a logout), so that those known before open nothing after.
    func renew(id: String, csrf: String) {
        self.id = id
        self.csrf = csrf
    }

    /// Where the session is: `login`, `home`, `items/3`.
    var location: String { app.shell.location }

    /// Whether `path` names a screen this session could open (`CommandShell.namesScreen`).
    func namesScreen(_ path: String) -> Bool { app.shell.namesScreen(path) }

    /// Shows the screen at `path`, opening it when another is shown or when what it shows may be out of date
    /// (`WebView.needsRedraw`); returns where it is then. A screen below the one shown but the first (the
    /// browser's Back) is gone back to, not opened anew: it shows what it showed (a list's page and search), and
    /// what changed since.
    func open(_ path: String) async -> String {
        if path != location || (view.needsRedraw && app.shell.isSignedIn) {
            await cancelQuestionLeftOpen()
            // The first screen (home) is opened anew all the same: drawn whole, its greeting and what changed.
            let wentBack = path != app.shell.paths.first ? await back(to: path) : false
            if !wentBack { await perform { _ = app.shell.handle("open " + CommandParser.quoted(path)) } }
        }
        return location
    }

    /// Cancels the question left open in a batch of its own: what its screen says of that ("Purchase
    /// cancelled.") is a message, said once, not a line of the next screen's content.
    private func cancelQuestionLeftOpen() async {
        if let question = view.pendingQuestion { await perform { question.cancel() } }
    }

    /// Goes back to the screen at `path` when it is below the one shown, leaving the question the screen
    /// shown asked; false when it is not below.
    private func back(to path: String) async -> Bool {
        let paths = app.shell.paths
        guard let below = paths.dropLast().lastIndex(of: path) else { return false }
        await cancelQuestionLeftOpen()
        for _ in below..<(paths.count - 1) { await perform { _ = app.shell.handle("back") } }
        return true
    }

    /// Runs the command a form posted: `command` and its arguments by name. A form of another screen or of
    /// another drawing of this one (an old page, or one another tab has moved the session from, or searched or
    /// paged since: its `at`) is refused with a message, as a line not understood is. A form of a screen below
    /// the one shown (a page the browser's Back showed from its cache, asking nothing) goes back to it first,
    /// leaving the question the screen above asked: there, it acts if that screen is still as the page showed it.
    func command(_ name: String, fields: (String) -> String?) async {
        if name == "logout" {
            // The header's form, there beside a question too: the question, and what was said to the person
            // leaving ("Purchase cancelled."), go with them, not on to the login page and the next person.
            await perform { view.pendingQuestion?.cancel() }
            _ = view.takeMessages()
            await perform { _ = app.shell.handle(name) }
            return
        }
        if let at = fields(PageField.at) { _ = await back(to: WebView.path(ofFormsAt: at)) }
        await perform {
            guard view.pendingQuestion == nil, fields(PageField.at) == view.formsAt(location),
                let offer = app.shell.screenCommands.first(where: { $0.name == name })
            else {
                return view.show(.error(Alert(WebWords.notOnThisScreen, in: language)))
            }
            let values = offer.arguments.map { fields($0.name.lowercased()) ?? "" }
            switch LineProblem.check(CommandShell.line(offer, values: values)) {
            case let .failure(problem): view.show(.error(Alert(problem, in: language)))
            case let .success(line):
                if zip(offer.arguments, values).contains(where: { $0.isSecret && !$1.isEmpty }) { secretsTaken += 1 }
                _ = app.shell.handle(line)
            }
        }
    }

    /// Answers the question waiting with the dialog's fields: `answer` yes or no, or the `secret` (a secret
    /// question's `answer` no cancels it). The dialog of a question asked since (in another tab) is refused with
    /// a message, as a form of another screen is.
    func answer(fields: (String) -> String?) async {
        await perform {
            guard let question = view.pendingQuestion, fields("question") == String(view.questionsAsked) else {
                return view.show(.error(Alert(WebWords.notOnThisScreen, in: language)))
            }
            switch question.kind {
            case .confirmation: question.answer(fields("answer") == "yes")
            case .secret:
                let secret = fields("answer") == "no" ? nil : fields("secret").map(Password.init)
                if secret != nil { secretsTaken += 1 }
                question.answer(secret: secret)
            }
        }
    }

    /// The page of the screen shown, with what was said since the last one.
    func page() -> String {
        PageRenderer(language: language, csrf: csrf).page(view: view, shell: app.shell, messages: view.takeMessages())
    }

    /// The `Set-Cookie` value that hands the session to the browser: a cookie its scripts cannot read and that
    /// other sites' pages do not send.
    var cookie: String { "\(WebSite.cookie)=\(id); Path=/; HttpOnly; SameSite=Strict" }

    /// Ends the session's work, and its sign-in where that is kept (the session is over: idle, one too many, or
    /// another language's taking its place): a server's token is revoked, not left good until its own expiry.
    func end() {
        view.pendingQuestion?.cancel()
        app.shell.cancelWork()
        // Logged out as `logout` does it, which ends the sign-in where it is kept whatever is cancelled.
        app.coordinator.logOut()
    }

    /// Runs `work` as one batch of the view and waits for what it started.
    private func perform(_ work: () -> Void) async {
        view.begin()
        work()
        await app.shell.settle()
        view.end()
    }
}
