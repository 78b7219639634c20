import Foundation
import Models
import TestSupport
import Testing
import UseCases

/// Password checks are bounded: a flood of logins waits in a short queue, and past it is refused at once
/// with `ServiceError.busy`, having checked nothing, so the cores stay free for everyone else.
@Suite(.timeLimit(.minutes(1))) struct PasswordCheckLimitTests {
    let latch = Latch()
    let checked = CallLog<String>()

    /// A check of `name`'s password under `limit`: counted once it runs, then waiting for the latch.
    func check(_ name: String, under limit: PasswordCheckLimit) async throws {
        let (latch, checked) = (latch, checked)
        try await limit.run {
            checked.append(name)
            await latch.wait()
        }
    }

    /// Returns once `limit` runs and holds as many as given, or the test's time limit cancels it.
    static func until(_ limit: PasswordCheckLimit, runs running: Int, waits waiting: Int) async {
        while limit.load != (running, waiting), !Task.isCancelled { await Task.yield() }
    }

    @Test func pastItsQueueALoginIsRefusedAtOnceHavingCheckedNothing() async throws {
        let limit = PasswordCheckLimit(width: 1, queue: 1)
        async let first = check("first@bazaar.dev", under: limit)
        await Self.until(limit, runs: 1, waits: 0)
        async let second = check("second@bazaar.dev", under: limit)
        await Self.until(limit, runs: 1, waits: 1)
        await #expect(throws: ServiceError.busy(retryAfterSeconds: 1)) {
            try await check("third@bazaar.dev", under: limit)
        }
        #expect(checked.calls == ["first@bazaar.dev"], "the second waits its turn; the third checked nothing")
        latch.open()
        _ = try await (first, second)
        #expect(checked.calls == ["first@bazaar.dev", "second@bazaar.dev"])
        #expect(limit.load == (0, 0))
    }

    @Test func aLoginCancelledWhileItWaitsLeavesTheQueue() async throws {
        let limit = PasswordCheckLimit(width: 1, queue: 4)
        async let first = check("first@bazaar.dev", under: limit)
        await Self.until(limit, runs: 1, waits: 0)
        let waiting = Task { try await check("second@bazaar.dev", under: limit) }
        await Self.until(limit, runs: 1, waits: 1)
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        #expect(limit.load == (1, 0))
        latch.open()
        _ = try await first
        #expect(limit.load == (0, 0))
        #expect(checked.calls == ["first@bazaar.dev"])
    }

    /// The gap between finding no free place and joining the queue: the check running ends in it, finds no one
    /// waiting and frees its place. The login then takes that place, rather than wait for a check that is over.
    @Test func aLoginWhoseCheckAheadEndsAsItQueuesRunsAtOnce() async throws {
        let latch = latch
        let limit = PasswordCheckLimit(width: 1, queue: 4) { limit in
            latch.open()  // the first check ends…
            await Self.until(limit, runs: 0, waits: 0)  // …and has freed its place
        }
        async let first = check("first@bazaar.dev", under: limit)
        await Self.until(limit, runs: 1, waits: 0)
        _ = try await check("second@bazaar.dev", under: limit)
        _ = try await first
        #expect(checked.calls == ["first@bazaar.dev", "second@bazaar.dev"])
        #expect(limit.load == (0, 0))
    }

    /// Only the check waits for a turn: a login whose account is slow to come (the database waiting) holds no
    /// place, and another login is checked meanwhile (with one place and no queue, it would be refused as busy).
    @Test func aLoginWaitingForItsAccountHoldsNoPlaceFromAnother() async throws {
        let latch = latch
        let demo = Account(user: Fixtures.demoUser, passwordHash: PasswordHash(encoded: "rev$" + String("bazaar-demo".reversed())))
        let asked = CallLog<String>()
        let accounts = AccountsByClosure { email in
            asked.append(email.rawValue)
            if email.rawValue == "slow@bazaar.dev" { await latch.wait() }
            return email == demo.user.email ? demo : nil
        }
        let login = LoginUseCase.live(accounts: accounts, hasher: ReversingHasher(), checks: PasswordCheckLimit(width: 1, queue: 0))
        let slow = Task { try await login.logIn("slow@bazaar.dev", Password("p")) }
        while asked.calls.isEmpty, !Task.isCancelled { await Task.yield() }  // the slow login waits for its account
        let session = try await login.logIn(demo.user.email.rawValue, Password("bazaar-demo"))
        #expect(session.user == demo.user)
        latch.open()
        await #expect(throws: LoginError.invalidCredentials) { try await slow.value }
    }

    @Test func aServerChecksOneFewerThanItsCoresAtOnce() {
        #expect(PasswordCheckLimit.server.width == max(1, ProcessInfo.processInfo.activeProcessorCount - 1))
        #expect(PasswordCheckLimit.unbounded.width == .max)
    }
}

/// Accounts looked up by a closure: a test's own answer, or wait, for each email.
struct AccountsByClosure: AccountRepository {
    let lookUp: @Sendable (EmailAddress) async throws -> Account?

    func account(email: EmailAddress) async throws -> Account? {
        try await lookUp(email)
    }
}
