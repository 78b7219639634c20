import Foundation
import Models
import TestSupport
import Testing
import UseCases

/// Sessions in memory, keyed by what the use case hands over: never a token, only its hash.
final class InMemorySessions: SessionStore, @unchecked Sendable {
    // A lock rather than `Mutex` (macOS 15): `sessions` is only touched with `lock` held.
    private let lock = NSLock()
    private var sessions: [String: (user: User.ID, expiresAt: Date, revoked: Bool)] = [:]
    let users: [User]

    init(users: [User]) {
        self.users = users
    }

    var hashes: [String] { lock.withLock { Array(sessions.keys) } }

    func insert(tokenHash: String, user: User.ID, expiresAt: Date) async throws {
        lock.withLock { sessions[tokenHash] = (user, expiresAt, false) }
    }

    func session(tokenHash: String) async throws -> StoredSession? {
        guard let found = lock.withLock({ sessions[tokenHash] }), let user = users.first(where: { $0.id == found.user }) else {
            return nil
        }
        return StoredSession(user: user, expiresAt: found.expiresAt, isRevoked: found.revoked)
    }

    func revoke(tokenHash: String) async throws {
        lock.withLock { sessions[tokenHash]?.revoked = true }
    }
}

/// The current time, moved by the test.
final class TestNow: @unchecked Sendable {
    private let lock = NSLock()
    private var date = Date(timeIntervalSince1970: 1_795_000_000)
    var value: Date { lock.withLock { date } }
    func advance(by seconds: TimeInterval) { lock.withLock { date.addTimeInterval(seconds) } }
}

@Suite(.timeLimit(.minutes(1))) struct SessionsUseCaseTests {
    let store = InMemorySessions(users: [Fixtures.demoUser])
    let clock = TestNow()
    let counter = CallLog<Int>()

    func useCase(login: LoginUseCase = LoginUseCase { _, _ in Fixtures.demoSession }) -> SessionsUseCase {
        let counter = counter
        return SessionsUseCase.live(
            login: login, store: store,
            tokens: SessionTokens(
                make: {
                    counter.append(counter.calls.count + 1)
                    return "token-\(counter.calls.count)"
                },
                hash: { "hash(" + $0 + ")" }),
            lifetime: .seconds(3600), now: { [clock] in clock.value })
    }

    @Test func aTokenOpensTheSessionItNamesAndOnlyItsHashIsKept() async throws {
        let opened = try await useCase().open("demo@bazaar.dev", Password("bazaar-demo"))
        #expect(opened.token == "token-1")
        #expect(opened.expiresAt == clock.value.addingTimeInterval(3600))
        #expect(opened.session == Fixtures.demoSession)
        #expect(store.hashes == ["hash(token-1)"], "the store never sees the token")
        #expect(try await useCase().user("token-1") == Fixtures.demoUser)
    }

    @Test func aFailedLoginOpensNothing() async {
        await #expect(throws: LoginError.invalidCredentials) {
            try await useCase(login: LoginUseCase { _, _ in throw LoginError.invalidCredentials }).open("demo@bazaar.dev", Password("x"))
        }
        #expect(store.hashes.isEmpty)
        #expect(counter.calls.isEmpty, "no token is even made")
    }

    @Test func anExpiredTokenIsRefusedFromTheSecondItExpires() async throws {
        let opened = try await useCase().open("demo@bazaar.dev", Password("bazaar-demo"))
        clock.advance(by: 3599)
        #expect(try await useCase().user(opened.token) == Fixtures.demoUser)
        clock.advance(by: 1)
        await #expect(throws: SessionError.notSignedIn) { try await useCase().user(opened.token) }
        await #expect(throws: SessionError.notSignedIn) { try await useCase().close(opened.token) }
    }

    @Test func closingRevokesTheTokenAndOnlyThatToken() async throws {
        let first = try await useCase().open("demo@bazaar.dev", Password("bazaar-demo"))
        let second = try await useCase().open("demo@bazaar.dev", Password("bazaar-demo"))
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
