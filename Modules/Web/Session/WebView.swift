import Models
public import Presenters

/// The `ScreenView` of the web front end. It keeps what a page shows: the screen's content (the displays of
/// the last request that drew the screen: a heading, fields or a table), the messages since the page was last
/// drawn (good news, alerts, lines), and the question waiting for its answer.
///
/// A request's displays are one batch (`begin()` … `end()`): a batch that draws the screen replaces its
/// content; one that only says something (`Bought.`, an alert) keeps the content and adds its messages. A
/// screen shown again (back) shows what it drew last, as a GUI's stack keeps each screen's view, unless it
/// draws more than its heading (what changed meanwhile).
@MainActor
public final class WebView: ScreenView {
    /// The screen's content, as its last drawing left it.
    public private(set) var content: [Display] = []
    /// What was said since the page was last drawn, shown above the content once.
    public private(set) var messages: [Display] = []
    /// The path and title of the screen shown.
    public private(set) var path = ""
    public private(set) var title = ""
    /// Whether the content may be out of date: the last request said it did something (good news) without
    /// drawing the screen again, as a terminal does (`Bought …`). The page's next view opens it anew.
    public private(set) var needsRedraw = false
    private var batch: [Display] = []
    /// The path shown when the batch began: a batch that shows another screen draws it, even with nothing.
    private var pathBefore = ""
    /// Another screen was shown that drew nothing (its loading failed): once a page has shown it, the next look
    /// opens it anew. Not the look of the redirect that shows it, which would load it again at once.
    private var opensAnewOnceShown = false
    /// What the screens drew last, by path, and which drawing it was, the latest `screensKept`: what a screen
    /// shown again shows.
    private var drawn: [(path: String, content: [Display], drawing: Int)] = []
    /// The screen shown in this batch is one shown again.
    private var reappeared = false
    private var question: Question?
    /// How many questions have been asked: the number of the last, which its dialog's form names, so that a
    /// dialog another tab has replaced answers nothing.
    public private(set) var questionsAsked = 0
    /// How many times a screen has been drawn.
    private var drawings = 0
    /// Which of them the content is: with its path, what a page's forms name (`at`), so that a form of a
    /// drawing another tab has replaced (a list searched or paged since) acts on nothing. A screen shown again
    /// unchanged is the drawing it was: the forms of its page, as the browser's Back shows it, still act.
    private var drawing = 0

    public init() {}

    public func show(_ display: Display) {
        batch.append(display)
    }

    /// A page is answered once its work is done, so it never shows work in flight.
    public func setBusy(_ label: String?) {}

    public func ask(_ question: Question) {
        self.question?.cancel()
        self.question = question
        questionsAsked += 1
    }

    public func screenDidAppear(path: String, title: String) {
        (self.path, self.title, reappeared) = (path, title, false)
        // A new screen at that path: what another drew there (before a logout, say) is never shown as its own.
        drawn.removeAll { $0.path == path }
    }

    public func screenDidReappear(path: String, title: String) {
        (self.path, self.title, reappeared) = (path, title, true)
    }

    /// The question waiting for an answer, if any.
    public var pendingQuestion: Question? {
        question?.isAnswered == false ? question : nil
    }

    /// Starts a request's batch.
    func begin() {
        batch = []
        pathBefore = path
        reappeared = false
    }

    /// Ends a request's batch: content that draws the screen replaces it, anything else is a message. Another
    /// screen shown is drawn even when it drew nothing (its loading failed): none of the one before stays under
    /// its title, and the look after the page that shows it opens it anew.
    func end() {
        var draws = batch.contains(where: \.drawsScreen)
        if draws || path != pathBefore {
            drawings += 1
            (content, drawing) = (batch.filter { !$0.isMessage }, drawings)
            // Shown again and drawn no more than its heading: nothing changed since it drew last.
            if reappeared, batch.count(where: \.drawsScreen) <= 1, let last = drawn.last(where: { $0.path == path }) {
                (content, drawing, draws) = (last.content, last.drawing, true)
            }
            messages += batch.filter(\.isMessage)
            needsRedraw = false
            opensAnewOnceShown = !draws
            if draws {
                drawn.removeAll { $0.path == path }
                drawn.append((path, content, drawing))
                if drawn.count > Self.screensKept { drawn.removeFirst() }
            }
        } else {
            messages += batch
            needsRedraw = needsRedraw || batch.contains { if case .success = $0 { true } else { false } }
        }
        batch = []
        // Kept until a page is drawn, which a client that never follows its redirects never asks for.
        if messages.count > Self.messagesKept { messages.removeFirst(messages.count - Self.messagesKept) }
    }

    /// The most messages a page shows: the latest, should more be said before it is drawn.
    static let messagesKept = 10

    /// How many screens' drawings are kept for their showing again: more than a stack's depth.
    static let screensKept = 8

    /// What the forms of the screen at `location`, as drawn now, name: posted once another tab has opened another
    /// screen or drawn this one again, a form matches no longer.
    public func formsAt(_ location: String) -> String {
        "\(location) \(drawing)"
    }

    /// The screen a form drawn `at` (`formsAt`) was on: `items` for `items 4`.
    static func path(ofFormsAt at: String) -> String {
        at.lastIndex(of: " ").map { String(at[..<$0]) } ?? at
    }

    /// The messages, now shown: the next page has none.
    func takeMessages() -> [Display] {
        defer {
            messages = []
            if opensAnewOnceShown { (needsRedraw, opensAnewOnceShown) = (true, false) }
        }
        return messages
    }
}

extension Display {
    /// A heading, fields or a table: what draws a screen.
    fileprivate var drawsScreen: Bool {
        switch self {
        case .heading, .fields, .table: true
        case .line, .success, .error, .hint: false
        }
    }

    /// Good news or an alert: said once, above the screen.
    fileprivate var isMessage: Bool {
        switch self {
        case .success, .error: true
        case .heading, .fields, .table, .line, .hint: false
        }
    }
}
