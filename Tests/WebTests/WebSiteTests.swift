import Coordinator
import LoginCoordinator
import Models
import Presenters
import Storage
import StorageTesting
import Testing
import TextShell
import UseCases

@testable import Web

/// The web front end as a browser meets it, on a real store (SQLite in memory, the demo account): each
/// request goes through `WebSite.respond`, the program's one entry, with the cookie and the form's token a
/// browser would send back.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct WebSiteTests {
    /// A browser: its cookie jar, the page it shows, and redirects followed.
    @MainActor final class Browser {
        let site: WebSite
        var cookie: String?
        var language: String?
        var page = ""
        var location = ""
        var responses: [WebResponse] = []

        init(site: WebSite, language: String? = nil) {
            self.site = site
            self.language = language
        }

        @discardableResult
        func get(_ path: String) async -> WebResponse {
            await send(WebRequest(method: .get, path: path))
        }

        /// Posts a form of the page shown (its CSRF token and the screen it was on included) to `action`.
        @discardableResult
        func post(_ action: String, _ fields: [(String, String)]) async -> WebResponse {
            let hidden = [(PageField.csrf, csrf ?? ""), (PageField.at, at ?? "")] + (question.map { [("question", $0)] } ?? [])
            return await send(WebRequest(method: .post, path: action, form: (hidden + fields).map { (name: $0.0, value: $0.1) }))
        }

        /// The screen the page's command forms were drawn on.
        var at: String? { field(PageField.at, value: #"[^"]*"#) }

        /// The question the page's dialog answers, if it shows one.
        var question: String? { field("question", value: "[0-9]+") }

        /// The CSRF token in the page's forms.
        var csrf: String? { field(PageField.csrf, value: "[0-9a-f]+") }

        /// The value of the page's first field named `name` (by the name the site gives it) whose value matches
        /// the pattern `value`.
        private func field(_ name: String, value: String) -> String? {
            guard let pattern = try? Regex(#"name="\#(name)" value="(\#(value))""#), let match = page.firstMatch(of: pattern) else {
                return nil
            }
            return match.output[1].substring.map(String.init)
        }

        private func send(_ request: WebRequest) async -> WebResponse {
            var request = request
            request.cookies = cookie.map { [WebSite.cookie: $0] } ?? [:]
            request.acceptLanguage = language
            let response = await site.respond(to: request)
            responses.append(response)
            if let set = response.headers["Set-Cookie"], let value = set.firstMatch(of: /bazaar_session=([0-9a-f]+);/) {
                cookie = String(value.1)
            }
            if response.status == 303, let target = response.headers["Location"] {
                location = target
                return await get(target)
            }
            if response.status == 200 { page = response.body }
            return response
        }
    }

    var now = ContinuousClock.now
    let database: AppDatabase
    let environment: UseCaseEnvironment

    init() throws {
        database = try StorageFixtures.inMemory()
        environment = UseCaseEnvironment(login: .live(accounts: database.accounts, hasher: StorageFixtures.hasher))
    }

    func site(idleLimit: Duration = .seconds(60), clock: (() -> ContinuousClock.Instant)? = nil) -> WebSite {
        let start = now
        let environment = environment
        return WebSite(environment: { _ in environment }, features: [.login], idleLimit: idleLimit, now: clock ?? { start })
    }

    func logIn(_ browser: Browser) async {
        await browser.get("/")
        await browser.post("/command", [(PageField.command, "email"), ("address", StorageFixtures.demoEmail.rawValue)])
        await browser.post("/command", [(PageField.command, "password"), ("secret", "bazaar-demo")])
        await browser.post("/command", [(PageField.command, "submit")])
    }

    @Test func aNewVisitorGetsTheLoginPageWithACookieScriptsCannotReadAndOtherSitesDoNotSend() async throws {
        let browser = Browser(site: site())
        let first = await browser.get("/")
        #expect(browser.responses.first?.status == 303)
        #expect(browser.location == "/login")
        let cookie = try #require(browser.responses.first?.headers["Set-Cookie"])
        #expect(cookie.contains("; Path=/; HttpOnly; SameSite=Strict"))
        #expect(first.status == 200)
        #expect(browser.page.contains(#"<form method="post" action="/command" id="command-email">"#))
        #expect(browser.page.contains(#"<input type="password" name="secret" autocomplete="current-password">"#))
        #expect(first.headers["Content-Security-Policy"]?.contains("default-src 'none'") == true)
        #expect(first.headers["Cache-Control"] == "no-store")
    }

    @Test func loggingInWithTheFormsOpensHomeAndThePasswordIsInNoPageOrURL() async {
        let browser = Browser(site: site())
        await logIn(browser)
        #expect(browser.location == "/home")
        #expect(browser.page.contains("<h1>"))
        #expect(browser.page.contains(#"id="logout""#))
        for response in browser.responses {
            #expect(!response.body.contains("bazaar-demo"))
            #expect(response.headers["Location"]?.contains("bazaar-demo") != true)
        }
    }

    /// Logging in and out gives the session a new token (and forms a new CSRF token): one known before (set
    /// in the browser by someone else, say) opens nothing after. The token was the session's for its life.
    @Test func loggingInAndOutGivesTheSessionANewTokenAndTheOneBeforeOpensNothing() async throws {
        let site = site()
        let browser = Browser(site: site)
        await browser.get("/")
        let (before, formBefore) = (try #require(browser.cookie), browser.csrf)
        await logIn(browser)
        #expect(browser.location == "/home")
        let signedIn = try #require(browser.cookie)
        #expect(signedIn != before && browser.csrf != formBefore)
        let other = Browser(site: site)
        other.cookie = before
        await other.get("/home")
        #expect(other.location == "/login", "the token from before the login opens a new session, signed out")

        await browser.post("/command", [(PageField.command, "logout")])
        #expect(browser.location == "/login")
        #expect(browser.cookie != signedIn)
        other.cookie = signedIn
        await other.get("/home")
        #expect(other.location == "/login", "the signed-in token opens nothing once logged out")
    }

    /// A session given a password gets new tokens then, before it is used: someone who set a session's token
    /// in another's browser (and knows its forms' token from the page it opened on it) cannot submit the login
    /// that person typed the password into, and be signed in as them (a reviewer did). With the form's field
    /// or the dialog's.
    @Test(arguments: [false, true]) func aPasswordGivenToASessionGivesItNewTokensSoOneSetInTheBrowserCannotUseIt(asked: Bool) async throws {
        let site = site()
        let attacker = Browser(site: site)
        await attacker.get("/login")
        let victim = Browser(site: site)
        victim.cookie = attacker.cookie  // set in the victim's browser
        await victim.get("/login")
        await victim.post("/command", [(PageField.command, "email"), ("address", StorageFixtures.demoEmail.rawValue)])
        if asked {
            await victim.post("/command", [(PageField.command, "password")])
            await victim.post("/answer", [("secret", "bazaar-demo")])
        } else {
            await victim.post("/command", [(PageField.command, "password"), ("secret", "bazaar-demo")])
        }
        #expect(victim.cookie != attacker.cookie)

        await attacker.get("/login")
        await attacker.post("/command", [(PageField.command, "submit")])
        #expect(
            attacker.location != "/home" && !attacker.page.contains("Welcome"), "the session the password went to is not the attacker's")
        await victim.post("/command", [(PageField.command, "submit")])
        #expect(victim.location == "/home", "the person who typed it is signed in")
    }

    @Test func aSecretAskedForIsADialogItsAnswerLogsIn() async {
        let browser = Browser(site: site())
        await browser.get("/")
        await browser.post("/command", [(PageField.command, "email"), ("address", StorageFixtures.demoEmail.rawValue)])
        await browser.post("/command", [(PageField.command, "password")])
        #expect(browser.page.contains("<dialog open"))
        #expect(!browser.page.contains(#"id="command-submit""#), "a question waiting hides the screen's commands")
        await browser.post("/answer", [("secret", "bazaar-demo")])
        await browser.post("/command", [(PageField.command, "submit")])
        #expect(browser.location == "/home")
    }

    @Test func aWrongPasswordSaysSoAsAnAlertAndStaysOnLogin() async {
        let browser = Browser(site: site())
        await browser.get("/")
        await browser.post("/command", [(PageField.command, "email"), ("address", StorageFixtures.demoEmail.rawValue)])
        await browser.post("/command", [(PageField.command, "password"), ("secret", "not-it")])
        await browser.post("/command", [(PageField.command, "submit")])
        #expect(browser.location == "/login")
        #expect(browser.page.contains(#"role="alert""#))
        #expect(!browser.page.contains("not-it"))
    }

    @Test func aPostWithoutTheFormsTokenIsRefusedAndDoesNothing() async {
        let browser = Browser(site: site())
        await logIn(browser)
        let forged = await browser.site.respond(
            to: WebRequest(
                method: .post, path: "/command", cookies: [WebSite.cookie: browser.cookie ?? ""], form: [(PageField.command, "logout")]))
        #expect(forged.status == 403)
        #expect(await browser.get("/home").status == 200, "still signed in")
        let noSession = await browser.site.respond(
            to: WebRequest(method: .post, path: "/command", form: [(PageField.csrf, browser.csrf ?? ""), (PageField.command, "logout")]))
        #expect(noSession.status == 403, "a token is only good with its own session")
    }

    @Test func anIdleSessionEndsAndItsCookieThenStartsAtLogin() async {
        var clock = now
        let site = site(idleLimit: .seconds(60), clock: { clock })
        let browser = Browser(site: site)
        await logIn(browser)
        let old = browser.cookie
        clock += .seconds(61)
        await browser.get("/home")
        #expect(browser.cookie != old)
        #expect(browser.location == "/login")
        #expect(site.sessionCount == 1)
    }

    /// A session that ends without a logout (idle here; one too many, or a change of language) ends its sign-in
    /// where it is kept: a server's token is revoked, not left good until the server's own expiry.
    @Test func anIdleSessionEndsItsSignInWhereItIsKept() async {
        let (ended, ending) = AsyncStream.makeStream(of: Void.self)
        var login = LoginUseCase.live(accounts: database.accounts, hasher: StorageFixtures.hasher)
        login.logOut = { ending.yield() }
        let environment = UseCaseEnvironment(login: login)
        var clock = now
        let site = WebSite(environment: { _ in environment }, features: [.login], idleLimit: .seconds(60), now: { clock })
        await logIn(Browser(site: site))
        clock += .seconds(61)
        await Browser(site: site).get("/")
        var endings = ended.makeAsyncIterator()
        await endings.next()  // the idle session's logOut; were it never called, the suite's time limit
        #expect(site.sessionCount == 1)
    }

    /// A path no screen has is 404 and leaves the session as it was: a browser asks for `/favicon.ico` on its own
    /// after a page, and that cancelled the question the page asked (a purchase's "Buy …?" clicked Yes then did
    /// nothing).
    @Test(arguments: ["/favicon.ico", "/nowhere/at/all"])
    func aPathThatIsNoScreenIsNotFoundAndLeavesTheSessionAsItWas(path: String) async {
        let (browser, other) = await passwordDialogAndAnotherTab()
        let dialog = browser.page
        let missing = await other.get(path)
        #expect(missing.status == 404 && missing.body.contains("There is no such page."), "\(missing.status)")
        browser.page = dialog
        await browser.post("/answer", [("secret", "bazaar-demo")])
        await browser.post("/command", [(PageField.command, "submit")])
        #expect(browser.location == "/home", "the question still took its answer")
        #expect(await browser.get(path).status == 404, "signed in too")
    }

    @Test func aDeepLinkBeforeLoginSaysToLogInFirst() async {
        let browser = Browser(site: site())
        await browser.get("/home")
        #expect(browser.location == "/login")
        #expect(browser.page.contains(#"role="alert""#))
    }

    @Test func logOutEndsTheSignedInScreens() async {
        let browser = Browser(site: site())
        await logIn(browser)
        await browser.post("/command", [(PageField.command, "logout")])
        #expect(browser.location == "/login")
        #expect(browser.page.contains(#"role="status""#))
    }

    @Test func theBrowsersLanguageChoosesANewSessionsAndTheSwitchChangesIt() async {
        let browser = Browser(site: site(), language: "ja-JP,ja;q=0.9,en;q=0.8")
        await browser.get("/")
        #expect(browser.page.contains(#"<html lang="ja">"#))
        await browser.post("/language", [("language", "en")])
        #expect(browser.page.contains(#"<html lang="en">"#))
        #expect(WebSite.language(accepting: "en;q=0.5, ja;q=0.7") == .japanese)
        #expect(WebSite.language(accepting: "fr, de") == .english)
        #expect(WebSite.language(accepting: nil) == .english)
    }

    @Test func eachBrowserHasItsOwnSession() async {
        let site = site()
        let signedIn = Browser(site: site)
        await logIn(signedIn)
        let other = Browser(site: site)
        await other.get("/home")
        #expect(other.location == "/login")
        #expect(other.cookie != signedIn.cookie)
        await signedIn.get("/home")
        #expect(signedIn.page.contains(#"id="logout""#))
    }

    /// The second tab's request is asked again at its own path: a path, percent-encoded in the `Location`, never
    /// HTML-escaped there, and only ever one of this site's (`/\\host` is another site's to a browser).
    @Test(arguments: [("/home", "/home"), ("/\\evil.example/a&b c", "/%5Cevil.example/a&b%20c")])
    func twoTabsOfOneSessionAreAnsweredOneRequestAtATime(path: String, askedAgainAt location: String) async {
        // A login that waits, while it is in flight, for the test to let it end.
        let (called, calling) = AsyncStream.makeStream(of: Void.self)
        let (released, releasing) = AsyncStream.makeStream(of: Void.self)
        let login = LoginUseCase { _, _ in
            calling.yield()
            for await _ in released { break }
            return Session(user: User(id: StorageFixtures.demo, email: StorageFixtures.demoEmail, displayName: "Demo"))
        }
        let site = WebSite(environment: { _ in UseCaseEnvironment(login: login) }, features: [.login])
        let browser = Browser(site: site)
        await browser.get("/")
        await browser.post("/command", [(PageField.command, "email"), ("address", StorageFixtures.demoEmail.rawValue)])
        await browser.post("/command", [(PageField.command, "password"), ("secret", "bazaar-demo")])
        let cookies = [WebSite.cookie: browser.cookie ?? ""]
        let submit = WebRequest(
            method: .post, path: "/command", cookies: cookies,
            form: [(PageField.csrf, browser.csrf ?? ""), (PageField.at, browser.at ?? ""), (PageField.command, "submit")])
        let first = Task { await site.respond(to: submit) }
        var calls = called.makeAsyncIterator()
        await calls.next()
        // A second tab asks for home while the login is in flight; it runs up to where it waits before the login ends.
        let second = Task { await site.respond(to: WebRequest(method: .get, path: path, cookies: cookies)) }
        await Task.yield()
        releasing.yield()
        let (submitted, shown) = await (first.value, second.value)
        #expect(submitted.headers["Location"] == "/home")
        // It came after the login, not during it, and was sent with the token before the login, which opens
        // nothing after (someone may have set it in the browser): it is sent to ask again, with no cookie of its
        // own, so a browser asks with the one the login set.
        #expect(shown.status == 303 && shown.headers["Location"] == location, "\(shown.status)")
        #expect(shown.headers["Set-Cookie"] == nil && !shown.body.contains("Welcome"))
        let cookie = submitted.headers["Set-Cookie"]?.firstMatch(of: /bazaar_session=([0-9a-f]+);/).map { String($0.1) }
        let again = await site.respond(to: WebRequest(method: .get, path: "/home", cookies: [WebSite.cookie: cookie ?? ""]))
        #expect(again.body.contains("<h1>Welcome, Demo.</h1>"))
    }

    /// A browser whose page is the login's password dialog, and another tab of its session.
    func passwordDialogAndAnotherTab() async -> (browser: Browser, other: Browser) {
        let browser = Browser(site: site())
        await browser.get("/")
        await browser.post("/command", [(PageField.command, "email"), ("address", StorageFixtures.demoEmail.rawValue)])
        await browser.post("/command", [(PageField.command, "password")])
        let other = Browser(site: browser.site)
        other.cookie = browser.cookie
        return (browser, other)
    }

    @Test func aDialogAnotherTabHasReplacedAnswersNothing() async {
        let (browser, other) = await passwordDialogAndAnotherTab()
        let firstDialog = browser.page
        // Another tab of the session cancels that question and asks a new one.
        await other.get("/login")
        await other.post("/answer", [("answer", "no")])
        await other.post("/command", [(PageField.command, "password")])
        #expect(other.question != nil && other.question != browser.question)
        // The first tab's dialog, still on its screen, answers nothing: the new question still waits.
        browser.page = firstDialog
        await browser.post("/answer", [("secret", "not-the-password")])
        #expect(browser.page.contains(#"role="alert""#), "refused, and said so")
        #expect(browser.page.contains("<dialog open") && browser.question == other.question)
        await other.get("/login")
        await other.post("/answer", [("secret", "bazaar-demo")])
        await other.post("/command", [(PageField.command, "submit")])
        #expect(other.location == "/home", "the question asked now got the answer given to it")
    }

    /// A dialog whose question another tab took away by moving on (no question waits now) answers nothing
    /// and says so: it said nothing.
    @Test func aDialogWhoseQuestionIsGoneAnswersNothingAndSaysSo() async {
        let (browser, other) = await passwordDialogAndAnotherTab()
        let dialog = browser.page
        await other.get("/home")
        browser.page = dialog
        await browser.post("/answer", [("secret", "bazaar-demo")])
        #expect(browser.page.contains(#"role="alert""#), "refused, and said so")
        await browser.post("/command", [(PageField.command, "submit")])
        #expect(browser.location != "/home", "the password was never set")
    }

    @Test func anotherMethodIs405() async {
        let response = await site().respond(to: WebRequest(method: .other("DELETE"), path: "/home"))
        #expect(response.status == 405)
        #expect(response.headers["Allow"] == "GET, POST")
    }

    @Test func aFormOfAnotherScreenDoesNothingAndSaysSo() async {
        let browser = Browser(site: site())
        await logIn(browser)
        await browser.post("/command", [(PageField.command, "email"), ("address", "someone@else.dev")])
        #expect(browser.location == "/home")
        #expect(browser.page.contains(#"role="alert""#))
    }

    @Test func sessionsAreBounded() async {
        let site = site()
        for _ in 0..<(WebSite.sessionLimit + 5) { _ = await site.respond(to: WebRequest(method: .get, path: "/login")) }
        #expect(site.sessionCount == WebSite.sessionLimit)
    }

    /// Visits that sign nobody in cannot push a signed-in browser out: past the bound, a session nobody is signed
    /// in to ends first; and a request no page needs a session for (a form with no session, another method)
    /// opens none.
    @Test func visitorsCannotPushOutASignedInSession() async {
        // A millisecond passes at each request: the signed-in session is the one idle longest.
        let start = now
        var ticks = 0
        let site = site(clock: {
            ticks += 1
            return start.advanced(by: .milliseconds(ticks))
        })
        let browser = Browser(site: site)
        await logIn(browser)
        for _ in 0..<20 {
            _ = await site.respond(to: WebRequest(method: .other("OPTIONS"), path: "/home"))
            _ = await site.respond(to: WebRequest(method: .post, path: "/command"))
        }
        #expect(site.sessionCount == 1, "refused requests open no session")

        for _ in 0..<(WebSite.sessionLimit + 5) { _ = await site.respond(to: WebRequest(method: .get, path: "/login")) }

        #expect(site.sessionCount == WebSite.sessionLimit)
        let home = await browser.get("/home")
        #expect(home.status == 200 && browser.location == "/home", "still signed in")
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct PageRendererTests {
    /// A command's form sends the page's own fields (its token, the screen it was drawn on, the command) beside
    /// the command's arguments, whatever a screen names those: an argument named `command`, `at` or `csrf` (a
    /// screen's own, written by hand) once shared a field's name with them, and the post read one for the other.
    @Test func aCommandsFormNamesEachOfItsFieldsOnce() {
        let renderer = PageRenderer(language: .english, csrf: "00")
        let arguments = ["COMMAND", "AT", "CSRF"].map { ArgumentSpec($0) }
        let html = renderer.commands([CommandShell.Offer(name: "tag", arguments: arguments, summary: "Tags it.")], at: "items")
        let names = html.matches(of: /name="([^"]*)"/).map { String($0.1) }
        #expect(names.count == 6, "the form's three fields and its three arguments: \(names)")
        #expect(Set(names).count == names.count, "each field is named once: \(names)")
        #expect(Set(names).isSuperset(of: ["command", "at", "csrf"]), "the arguments are named as the command's usage says: \(names)")
    }

    @Test func everyValueIsEscapedInContentAndAttributes() {
        let renderer = PageRenderer(language: .english, csrf: "00")
        let script = "<script>alert(1)</script>"
        let table = Display.Table(headers: ["Title"], rows: [[.text(script)]])
        let html = renderer.html(.table(table)) + renderer.html(.heading(script)) + renderer.html(.fields([.init("a\"b", .text(script))]))
        #expect(!html.contains("<script>"))
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(HTML.escaping(#"" ' & < >"#) == "&quot; &#39; &amp; &lt; &gt;")
        #expect(HTML.link("//evil.example/x") == "/evil.example/x", "a link is always to this site")
        #expect(
            HTML.escaping("a\u{0}b\u{1B}c\td\ne\u{7F}f") == "a\u{FFFD}b\u{FFFD}c\td\ne\u{FFFD}f", "no control HTML forbids reaches a page")
        // An override turned a purchase's question around ("Buy Lamp ‮0,2¥ rof for ¥9,000?" read "?000,9¥ rof
        // …"): shown as the terminal shows it. A joiner inside an emoji is part of it.
        #expect(HTML.escaping("Lamp \u{202E}0,2¥ rof\u{200B}") == #"Lamp \u{202E}0,2¥ rof\u{200B}"#)
        #expect(HTML.escaping("👩\u{200D}👧 a\u{200D}b") == "👩\u{200D}👧 a\\u{200D}b")
        #expect(
            HTML.escaping("a\tb\nc\u{200B}") == "a\tb\nc\\u{200B}",
            "a tab or line feed stays as HTML keeps it, whatever else the text holds")
    }

    @Test func formFieldsAreDecodedAndABadEscapeIsRefused() throws {
        let fields = try #require(WebRequest.formFields(Array("a=1+2&b=%E6%97%A5%26&c=&d".utf8)))
        #expect(fields.map(\.name) == ["a", "b", "c", "d"])
        #expect(fields.map(\.value) == ["1 2", "日&", "", ""])
        #expect(WebRequest.formFields(Array("a=%zz".utf8)) == nil)
        #expect(WebRequest.formFields(Array("a=%E6".utf8)) == nil, "not UTF-8")
        #expect(WebRequest.formFields(Array("a=%4".utf8)) == nil)
        #expect(WebRequest.cookies("a=1; bazaar_session=ff; a=2") == ["a": "1", "bazaar_session": "ff"])
    }

    /// What is said is kept until a page is drawn, and a client that never follows its redirects asks for none:
    /// only the latest messages are kept, not one for every request.
    @Test func messagesWaitingForAPageAreBounded() {
        let view = WebView()
        for index in 0..<(WebView.messagesKept + 5) {
            view.begin()
            view.show(.error(Alert(code: "Test.message", text: "message \(index)")))
            view.end()
        }
        let messages = view.takeMessages()
        #expect(messages.count == WebView.messagesKept)
        #expect(messages.last == .error(Alert(code: "Test.message", text: "message \(WebView.messagesKept + 4)")))
    }

    /// Another screen shown that draws nothing (its loading failed, the server gone) showed the screen before's
    /// content under its own title: home's greeting and forms on the page titled Items.
    @Test func anotherScreenThatDrawsNothingShowsNothingOfTheOneBeforeAndIsOpenedAnewNextTime() {
        let view = WebView()
        view.begin()
        view.screenDidAppear(path: "home", title: "Home")
        view.show(.heading("Welcome, Demo."))
        view.end()
        view.begin()
        view.screenDidAppear(path: "items", title: "Items")
        view.show(.error(Alert(code: "unavailable", text: "Could not load items.")))
        view.end()
        #expect(view.content.isEmpty && view.title == "Items")
        #expect(!view.needsRedraw, "the look of the redirect that shows it does not load it again at once")
        #expect(view.takeMessages() == [.error(Alert(code: "unavailable", text: "Could not load items."))])
        #expect(view.needsRedraw, "the look after the page that shows it loads it again")
        view.begin()
        view.show(.heading("Items"))
        view.end()
        #expect(view.content == [.heading("Items")] && !view.needsRedraw)
    }

    /// A screen shown again (the browser's Back to a list) showed only its heading: its table, which the
    /// terminal leaves on the lines above, was gone from the page.
    @Test func aScreenShownAgainShowsWhatItDrewUnlessItDrawsAnew() {
        let view = WebView()
        /// One request's batch: the screen at `path` shown (`again`: shown again, back), drawing `displays`.
        func draw(_ path: String, _ displays: [Display], again: Bool = false) {
            view.begin()
            if again {
                view.screenDidReappear(path: path, title: path)
            } else {
                view.screenDidAppear(path: path, title: path)
            }
            displays.forEach(view.show)
            view.end()
        }
        let table = Display.Table(headers: ["#", "Item"], rows: [[.text("1"), .text("Teapot")]], links: [])
        draw("items", [.heading("Page 2 of 3"), .table(table)])
        let listForms = view.formsAt("items")
        draw("items/3", [.heading("Teapot"), .fields([.init("Status", "Available")])])
        draw("items", [.heading("Items")], again: true)
        #expect(view.content == [.heading("Page 2 of 3"), .table(table)], "what the list drew before it was left")
        #expect(view.formsAt("items") == listForms, "the same drawing: the forms of its page act")
        #expect(!view.needsRedraw)

        draw("items/4", [.heading("Kettle")])
        draw("items", [.heading("Items"), .heading("No items match")], again: true)
        #expect(view.content == [.heading("Items"), .heading("No items match")], "what changed meanwhile, drawn anew")
        #expect(view.formsAt("items") != listForms, "a form of the page before acts on nothing")

        // Another screen at that path (the next person's, after a logout) that drew nothing, shown again: nothing
        // of what the one before drew (a list the next person must not see).
        draw("home", [.heading("Welcome, Next.")])
        draw("items", [.error(Alert(code: "unavailable", text: "Could not load."))])
        draw("items/3", [.heading("Teapot")])
        draw("items", [.heading("Items")], again: true)
        #expect(view.content == [.heading("Items")])
    }

    @Test func goodNewsWithoutARedrawMarksTheScreenForANewLookAndADrawingClearsIt() {
        let view = WebView()
        view.begin()
        view.show(.heading("Item"))
        view.show(.fields([.init("Status", "Available")]))
        view.end()
        #expect(!view.needsRedraw)
        view.begin()
        view.show(.error(Alert(code: "refused", text: "Refused.")))
        view.end()
        #expect(!view.needsRedraw, "a refusal changed nothing")
        view.begin()
        view.show(.success("Bought."))
        view.end()
        #expect(view.needsRedraw)
        #expect(view.content.count == 2, "the content stays until it is drawn again")
        #expect(view.takeMessages().count == 2)
        view.begin()
        view.show(.heading("Item"))
        view.end()
        #expect(!view.needsRedraw)
        #expect(view.content == [.heading("Item")])
    }
}
