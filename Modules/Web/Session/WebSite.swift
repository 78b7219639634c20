public import Coordinator
import Models
public import UseCases

/// The web front end: every browser's session, each its own app on the same use cases, and the requests they
/// make. The program that serves it (bazaar-web) hands it each request and sends what it answers; it holds no
/// rule of its own.
///
/// Safe by default: a session is a random token in a cookie that scripts cannot read and other sites do not
/// send (`HttpOnly; SameSite=Strict`), ended after `idleLimit` without a request; every form carries the
/// session's CSRF token and a POST without it is refused (403); a session gets new tokens when it is given a
/// password and when it signs in or out; every answer forbids scripts, frames and
/// other origins (`Content-Security-Policy`); a password is only ever in a POST's body, never in a URL.
@MainActor
public final class WebSite {
    /// The session cookie's name.
    public static let cookie = "bazaar_session"
    /// The most sessions kept at once: past it, the one idle longest is ended, one nobody is signed in to first.
    public static let sessionLimit = 1000

    private let environment: (_ client: String) -> UseCaseEnvironment
    private let features: [FeatureScreens]
    private let idleLimit: Duration
    private let now: () -> ContinuousClock.Instant
    private let token: () -> String
    private var sessions: [String: WebSession] = [:]

    /// - Parameters:
    ///   - environment: the use cases of a new session opened by a browser at `client` (its address, empty when
    ///     unknown): the same ones each time for a store on this device (its sessions are values the screens
    ///     hold), new ones each time for a server's (each holds its token); its login slowed for that address.
    ///   - features: each feature's screens, as the app's composition root lists them.
    ///   - idleLimit: how long a session lives without a request.
    ///   - now: the time, read at each request (a test's clock moves by hand).
    ///   - token: a new unguessable token (a session's, a form's).
    public init(
        environment: @escaping (_ client: String) -> UseCaseEnvironment, features: [FeatureScreens],
        idleLimit: Duration = .seconds(30 * 60),
        now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }, token: @escaping () -> String = { WebSite.randomToken() }
    ) {
        self.environment = environment
        self.features = features
        self.idleLimit = idleLimit
        self.now = now
        self.token = token
    }

    /// How many sessions are open.
    public var sessionCount: Int { sessions.count }

    /// The answer to `request`.
    public func respond(to request: WebRequest) async -> WebResponse {
        endIdleSessions()
        if request.path == "/style.css" {
            let headers = ["Content-Type": "text/css; charset=utf-8", "Cache-Control": "max-age=3600"]
            return secured(WebResponse(status: 200, headers: headers, body: Self.style))
        }
        let found = request.cookies[Self.cookie].flatMap { sessions[$0] }
        // A form or another method with no session is refused as one with a session would be (no form of a
        // session it could be, no such method), and opens none: only a page opens a session.
        if found == nil, request.method != .get {
            let renderer = PageRenderer(language: Self.language(accepting: request.acceptLanguage), csrf: "")
            return secured(request.method == .post ? page(403, renderer.notice(.formExpired)) : methodNotAllowed(renderer))
        }
        let session: WebSession
        if let found {
            session = found
        } else {
            session = await open(language: Self.language(accepting: request.acceptLanguage), client: request.client)
        }
        session.lastUsed = now()
        let cookie = found == nil ? session.cookie : nil
        var response = await session.oneAtATime {
            // It waited for a login or logout, which gave the session a new token: the one it was sent with opens
            // nothing now (someone may have set it in the browser). It is sent to ask again, with no cookie, so a
            // browser asks with the one the login set; a page of the session goes only to its token.
            if let found, found.id != request.cookies[Self.cookie] {
                return redirect(to: request.method == .get ? request.path : "/")
            }
            return await answer(request, on: session, isNew: found == nil)
        }
        if let cookie, response.headers["Set-Cookie"] == nil { response.headers["Set-Cookie"] = cookie }
        return secured(response)
    }

    /// What cannot be read of a request before it reaches a session: a form past the program's limit, or a
    /// body or path not encoded as one.
    public enum Unreadable: Sendable {
        case tooLarge
        case malformed
    }

    /// The answer to a request the program could not read: a notice page in the browser's language (413 or
    /// 400), with the headers every answer has.
    public func refusing(_ reason: Unreadable, acceptLanguage: String?) -> WebResponse {
        let renderer = PageRenderer(language: Self.language(accepting: acceptLanguage), csrf: "")
        return switch reason {
        case .tooLarge: secured(page(413, renderer.notice(.formTooLarge)))
        case .malformed: secured(page(400, renderer.notice(.requestUnreadable)))
        }
    }

    /// 32 random bytes as hex, from the system's generator.
    public nonisolated static func randomToken() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in generator.next() as UInt64 }.map { String($0, radix: 16).leftPadded(to: 16) }.joined()
    }

    /// The language a browser asks for first among those the app speaks (`Accept-Language: ja,en;q=0.8`), else English.
    static func language(accepting header: String?) -> Language {
        var best: (language: Language, quality: Double)?
        for tag in (header ?? "").split(separator: ",") {
            let parts = tag.split(separator: ";").map { String($0).trimmingWhitespace() }
            guard let code = parts.first, let language = Language(rawValue: String(code.prefix { $0.isLetter }).lowercased()) else {
                continue
            }
            let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
            if quality > 0, quality > best?.quality ?? 0 { best = (language, quality) }
        }
        return best?.language ?? .english
    }

    // MARK: - Requests

    private func answer(_ request: WebRequest, on session: WebSession, isNew: Bool) async -> WebResponse {
        let (wasSignedIn, secretsTaken) = (session.isSignedIn, session.secretsTaken)
        var response: WebResponse
        switch request.method {
        case .get:
            response = await get(request.path, on: session)
        case .post where isNew || !Self.same(request.field(PageField.csrf), session.csrf):
            response = page(403, PageRenderer(language: session.language, csrf: session.csrf).notice(.formExpired))
        case .post:
            response = await post(request, on: session)
        case .other:
            response = methodNotAllowed(PageRenderer(language: session.language, csrf: session.csrf))
        }
        // Signed in or out, or given a password (which the next form may sign in with): new tokens, so that a
        // session token known before (set in the browser by someone else, who knows its forms' token too) opens
        // nothing after.
        if sessions[session.id] === session, session.isSignedIn != wasSignedIn || session.secretsTaken != secretsTaken {
            sessions[session.id] = nil
            session.renew(id: token(), csrf: token())
            sessions[session.id] = session
            response.headers["Set-Cookie"] = session.cookie
        }
        return response
    }

    private func methodNotAllowed(_ renderer: PageRenderer) -> WebResponse {
        var response = page(405, renderer.notice(.methodNotAllowed))
        response.headers["Allow"] = "GET, POST"
        return response
    }

    private func get(_ path: String, on session: WebSession) async -> WebResponse {
        let wanted = String(path.drop { $0 == "/" })
        guard !wanted.isEmpty else { return redirect(to: session.location) }
        // No screen's (`/favicon.ico`): not found, and the session, and any question it asked, left as they are.
        guard session.namesScreen(wanted) else {
            return page(404, PageRenderer(language: session.language, csrf: session.csrf).notice(.noSuchPage))
        }
        let location = await session.open(wanted)
        guard location == wanted else { return redirect(to: location) }
        return page(200, session.page())
    }

    private func post(_ request: WebRequest, on session: WebSession) async -> WebResponse {
        switch request.path {
        case "/command":
            await session.command(request.field(PageField.command) ?? "", fields: { request.field($0) })
        case "/answer":
            await session.answer(fields: { request.field($0) })
        case "/language":
            let language = request.field("language").flatMap(Language.init(rawValue:)) ?? session.language
            end(session)
            var response = redirect(to: "")
            response.headers["Set-Cookie"] = await open(language: language, client: request.client).cookie
            return response
        default:
            return page(404, PageRenderer(language: session.language, csrf: session.csrf).notice(.noSuchPage))
        }
        return redirect(to: session.location)
    }

    // MARK: - Sessions

    private func open(language: Language, client: String) async -> WebSession {
        // Past the bound, the session idle longest ends, one nobody is signed in to first: visits cannot push a
        // signed-in browser out.
        if sessions.count >= Self.sessionLimit,
            let oldest = sessions.values.min(by: { $0.isSignedIn == $1.isSignedIn ? $0.lastUsed < $1.lastUsed : !$0.isSignedIn })
        {
            end(oldest)
        }
        let session = await WebSession(
            id: token(), environment: environment(client), features: features, language: language, csrf: token(), now: now())
        sessions[session.id] = session
        return session
    }

    private func end(_ session: WebSession) {
        session.end()
        sessions[session.id] = nil
    }

    private func endIdleSessions() {
        let now = now()
        for session in sessions.values where now - session.lastUsed > idleLimit { end(session) }
    }

    // MARK: - Answers

    private func redirect(to location: String) -> WebResponse {
        WebResponse(status: 303, headers: ["Location": HTML.location(location)])
    }

    private func page(_ status: Int, _ html: String) -> WebResponse {
        WebResponse(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: html)
    }

    /// `response` with the headers every answer has: no script, frame or other origin; not sniffed; not cached
    /// unless it says otherwise (the style sheet).
    private func secured(_ response: WebResponse) -> WebResponse {
        var response = response
        response.headers["Content-Security-Policy"] =
            "default-src 'none'; style-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        if response.headers["Cache-Control"] == nil { response.headers["Cache-Control"] = "no-store" }
        return response
    }

    /// Whether `given` is `expected`, compared in time that does not depend on where they differ.
    private static func same(_ given: String?, _ expected: String) -> Bool {
        guard let given, given.utf8.count == expected.utf8.count else { return false }
        return zip(given.utf8, expected.utf8).reduce(0) { $0 | ($1.0 ^ $1.1) } == 0
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
