import Foundation
import LoginUseCases
import Models
import TestSupport
import Testing
import UseCases

/// Sessions in memory, keyed by what the use case hands over: never a token, only its hash.
final class InMemorySessions: SessionRepository, @unchecked Sendable {
    // A lock rather than `Mutex` (macOS 15): `sessions` is only touched with `lock` held.
    private let lock = NSLock()
    private var sessions: [String: (user: User.ID, expiresAt: Date)] = [:]
    let users: [User]

    init(users: [User]) {
        self.users = users
    }

    var hashes: [String] { lock.withLock { Array(sessions.keys) } }

    func insert(tokenHash: String, user: User.ID, expiresAt: Date, now: Date) async throws {
        lock.withLock {
            sessions = sessions.filter { $0.value.user != user || $0.value.expiresAt > now }
            sessions[tokenHash] = (user, expiresAt)
        }
    }

    func session(tokenHash: String) async throws -> StoredSession? {
        guard let found = lock.withLock({ sessions[tokenHash] }), let user = users.first(where: { $0.id == found.user }) else {
            return nil
        }
        return StoredSession(user: user, expiresAt: found.expiresAt, isRevoked: false)
    }

    func revoke(tokenHash: String) async throws {
        _ = lock.withLock { sessions.removeValue(forKey: tokenHash) }
    }
}

/// The current time, moved by the test.
final class TestNow: @unchecked Sendable {
    private let lock = NSLock()
    private var date: Date
    init(_ start: Date = Date(timeIntervalSince1970: 1_795_000_000)) { date = start }
    var value: Date { lock.withLock { date } }
    func advance(by seconds: TimeInterval) { lock.withLock { date.addTimeInterval(seconds) } }
}

@Suite(.timeLimit(.minutes(1))) struct SessionsUseCaseTests {
    let store = InMemorySessions(users: [Fixtures.demoUser])
    let clock = TestNow()
    let counter = CallLog<Int>()

    func useCase(
        login: LoginUseCase = LoginUseCase { _, _ in Fixtures.demoSession }, throttle: LoginThrottle = LoginThrottle()
    ) -> SessionsUseCase {
        let counter = counter
        return SessionsUseCase.live(
            login: login, store: store,
            tokens: SessionTokens(
                make: {
                    counter.append(counter.calls.count + 1)
                    return "token-\(counter.calls.count)"
                },
                hash: { "hash(" + $0 + ")" }),
            throttle: throttle,
            lifetime: .seconds(3600), now: { [clock] in clock.value })
    }

    @Test func aTokenOpensTheSessionItNamesAndOnlyItsHashIsKept() async throws {
        let opened = try await useCase().open("demo@bazaar.dev", Password("bazaar-demo"), "")
        #expect(opened.token == "token-1")
        #expect(opened.expiresAt == clock.value.addingTimeInterval(3600))
        #expect(opened.session == Fixtures.demoSession)
        #expect(store.hashes == ["hash(token-1)"], "the store never sees the token")
        #expect(try await useCase().user("token-1") == Fixtures.demoUser)
    }

    @Test func aFailedLoginOpensNothing() async {
        await #expect(throws: LoginError.invalidCredentials) {
            try await useCase(login: LoginUseCase { _, _ in throw LoginError.invalidCredentials }).open(
                "demo@bazaar.dev", Password("x"), "")
        }
        #expect(store.hashes.isEmpty)
        #expect(counter.calls.isEmpty, "no token is even made")
    }

    @Test func anExpiredTokenIsRefusedFromTheSecondItExpires() async throws {
        let opened = try await useCase().open("demo@bazaar.dev", Password("bazaar-demo"), "")
        clock.advance(by: 3599)
        #expect(try await useCase().user(opened.token) == Fixtures.demoUser)
        clock.advance(by: 1)
        await #expect(throws: SessionError.notSignedIn) { try await useCase().user(opened.token) }
        await #expect(throws: SessionError.notSignedIn) { try await useCase().close(opened.token) }
    }

    @Test func closingRevokesTheTokenAndOnlyThatToken() async throws {
        let first = try await useCase().open("demo@bazaar.dev", Password("bazaar-demo"), "")
        let second = try await useCase().open("demo@bazaar.dev", Password("bazaar-demo"), "")
        try await useCase().close(first.token)
        await #expect(throws: SessionError.notSignedIn) { try await useCase().user(first.token) }
        await #expect(throws: SessionError.notSignedIn) { try await useCase().close(first.token) }
        #expect(try await useCase().user(second.token) == Fixtures.demoUser)
    }

    @Test(arguments: ["", "token-9", String(repeating: "t", count: SessionsUseCase.maximumTokenLength + 1)])
    func aTokenThatIsNotOneOfOursIsRefused(token: String) async {
        await #expect(throws: SessionError.notSignedIn) { try await useCase().user(token) }
    }
}

/// Guessing passwords is slowed per account and per address; a good login is never held back by its own
/// earlier successes, and nothing is checked while an attempt is refused.
@Suite(.timeLimit(.minutes(1))) struct LoginThrottleTests {
    let clock = TestNow()
    let checked = CallLog<String>()

    /// Sessions whose login takes only `bazaar-demo`, with the throttle `rule`s on the test's clock.
    func sessions(account: LoginThrottle.Rule = .account, address: LoginThrottle.Rule = .address) -> SessionsUseCase {
        let checked = checked
        return SessionsUseCase.live(
            login: LoginUseCase { email, password in
                checked.append(email)
                guard password.revealed == "bazaar-demo" else { throw LoginError.invalidCredentials }
                return Fixtures.demoSession
            },
            store: InMemorySessions(users: [Fixtures.demoUser]),
            tokens: SessionTokens(make: { UUID().uuidString }, hash: { $0 }),
            throttle: LoginThrottle(account: account, address: address, now: { [clock] in clock.value }),
            now: { [clock] in clock.value })
    }

    @Test func anAccountFailsFiveTimesThenWaitsTwelveSecondsAGuess() async throws {
        let sessions = sessions()
        for address in 1...5 {
            await #expect(throws: LoginError.invalidCredentials) {
                try await sessions.open("demo@bazaar.dev", Password("guess"), "10.0.0.\(address)")
            }
        }
        // The sixth guess, from yet another address and spelled otherwise, is refused unchecked.
        await #expect(throws: LoginError.tooManyAttempts(retryAfterSeconds: 12)) {
            try await sessions.open(" DEMO@bazaar.dev", Password("bazaar-demo"), "10.0.0.9")
        }
        #expect(checked.calls.count == 5, "the refused attempt checked no password")
        clock.advance(by: 6)
        await #expect(throws: LoginError.tooManyAttempts(retryAfterSeconds: 6)) {
            try await sessions.open("demo@bazaar.dev", Password("bazaar-demo"), "10.0.0.9")
        }
        clock.advance(by: 6)
        #expect(try await sessions.open("demo@bazaar.dev", Password("bazaar-demo"), "10.0.0.9").session == Fixtures.demoSession)
        #expect(
            try await sessions.open("demo@bazaar.dev", Password("bazaar-demo"), "10.0.0.9").session == Fixtures.demoSession,
            "a success gives its attempt back")
    }

    @Test func anAddressGuessingManyAccountsIsSlowedToo() async throws {
        let sessions = sessions(account: .account, address: LoginThrottle.Rule(burst: 3, interval: .seconds(3)))
        for user in 1...3 {
            await #expect(throws: LoginError.invalidCredentials) {
                try await sessions.open("user\(user)@bazaar.dev", Password("guess"), "10.0.0.1")
            }
        }
        await #expect(throws: LoginError.tooManyAttempts(retryAfterSeconds: 3)) {
            try await sessions.open("user4@bazaar.dev", Password("guess"), "10.0.0.1")
        }
        #expect(
            try await sessions.open("demo@bazaar.dev", Password("bazaar-demo"), "10.0.0.2").session == Fixtures.demoSession,
            "another address is not held back")
    }

    @Test func attemptsThatCheckNoPasswordDoNotCount() async throws {
        let sessions = SessionsUseCase.live(
            login: LoginUseCase { _, _ in throw LoginError.invalidEmail }, store: InMemorySessions(users: []),
            tokens: SessionTokens(make: { "t" }, hash: { $0 }),
            throttle: LoginThrottle(account: LoginThrottle.Rule(burst: 1, interval: .seconds(60)), now: { [clock] in clock.value }),
            now: { [clock] in clock.value })
        for _ in 1...3 {
            await #expect(throws: LoginError.invalidEmail) { try await sessions.open("not an email", Password("x"), "") }
        }
    }

    /// The account's limit cannot be walked around with an address that differs only past a NUL (SQLite's
    /// comparison stops at it) or by any other control character: such a text is no address at all.
    @Test func anEmailWithAControlCharacterIsRefusedBeforeItIsCountedOrChecked() async throws {
        let sessions = sessions()
        for _ in 1...5 {
            await #expect(throws: LoginError.invalidCredentials) { try await sessions.open("demo@bazaar.dev", Password("guess"), "") }
        }
        for suffix in ["\u{0}1", "\u{0}2", "\u{1}", "\u{7F}"] {
            await #expect(throws: LoginError.invalidEmail) {
                try await sessions.open("demo@bazaar.dev" + suffix, Password("bazaar-demo"), "")
            }
        }
        #expect(checked.calls.count == 5, "no password was checked for them")
        await #expect(throws: LoginError.tooManyAttempts(retryAfterSeconds: 12)) {
            try await sessions.open("demo@bazaar.dev", Password("bazaar-demo"), "")
        }
    }

    @Test func textThatIsNoAddressIsNeverKeptAsAThrottleKey() async throws {
        let throttle = LoginThrottle(now: { [clock] in clock.value })
        let sessions = SessionsUseCase.live(
            login: LoginUseCase { _, _ in throw LoginError.invalidCredentials }, store: InMemorySessions(users: []),
            tokens: SessionTokens(make: { "t" }, hash: { $0 }), throttle: throttle, now: { [clock] in clock.value })
        let huge = String(repeating: "x", count: 65_536) + "@bazaar.dev"
        for index in 0..<100 {
            await #expect(throws: LoginError.invalidEmail) { try await sessions.open("\(index)" + huge, Password("guess"), "") }
        }
        #expect(throttle.keyCount == 0)
    }

    @Test func fullBucketsAreForgottenSoManyKeysCannotFillMemory() {
        let throttle = LoginThrottle(pruneAbove: 4, now: { [clock] in clock.value })
        for user in 1...4 { #expect(throttle.attempt([.account("user\(user)")]) == nil) }
        clock.advance(by: 3600)
        #expect(throttle.attempt([.account("user5")]) == nil)
        #expect(throttle.keyCount == 1, "only the bucket that is not full is kept")
    }
}
