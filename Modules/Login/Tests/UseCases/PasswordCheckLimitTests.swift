import Foundation
import LoginUseCases
import Models
import TestSupport
import Testing
import UseCases

/// Password checks are bounded: a flood of logins waits in a short queue, and past it is refused at once
/// with `ServiceError.busy`, having checked nothing, so the cores stay free for everyone else.
@Suite(.timeLimit(.minutes(1))) struct PasswordCheckLimitTests {
    let latch = Latch()
    let checked = CallLog<String>()

    func sessions(_ limit: PasswordCheckLimit) -> SessionsUseCase {
        let (latch, checked) = (latch, checked)
        return SessionsUseCase.live(
            login: LoginUseCase { email, _ in
                checked.append(email)
                await latch.wait()
                return Fixtures.demoSession
            },
            store: InMemorySessions(users: [Fixtures.demoUser]), tokens: SessionTokens(make: { UUID().uuidString }, hash: { $0 }),
            checks: limit)
    }

    /// Returns once `limit` runs and holds as many as given, or the test's time limit cancels it.
    static func until(_ limit: PasswordCheckLimit, runs running: Int, waits waiting: Int) async {
        while limit.load != (running, waiting), !Task.isCancelled { await Task.yield() }
    }

    @Test func pastItsQueueALoginIsRefusedAtOnceHavingCheckedNothing() async throws {
        let limit = PasswordCheckLimit(width: 1, queue: 1)
        let sessions = sessions(limit)
        async let first = sessions.open("first@bazaar.dev", Password("p"), "10.0.0.1")
        await Self.until(limit, runs: 1, waits: 0)
        async let second = sessions.open("second@bazaar.dev", Password("p"), "10.0.0.2")
        await Self.until(limit, runs: 1, waits: 1)
        await #expect(throws: ServiceError.busy(retryAfterSeconds: 1)) {
            try await sessions.open("third@bazaar.dev", Password("p"), "10.0.0.3")
        }
        #expect(checked.calls == ["first@bazaar.dev"], "the second waits its turn; the third checked nothing")
        latch.open()
        _ = try await (first, second)
        #expect(checked.calls == ["first@bazaar.dev", "second@bazaar.dev"])
        #expect(limit.load == (0, 0))
    }

    @Test func aLoginCancelledWhileItWaitsLeavesTheQueue() async throws {
        let limit = PasswordCheckLimit(width: 1, queue: 4)
        let sessions = sessions(limit)
        async let first = sessions.open("first@bazaar.dev", Password("p"), "")
        await Self.until(limit, runs: 1, waits: 0)
        let waiting = Task { try await sessions.open("second@bazaar.dev", Password("p"), "") }
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
        let sessions = sessions(limit)
        async let first = sessions.open("first@bazaar.dev", Password("p"), "")
        await Self.until(limit, runs: 1, waits: 0)
        _ = try await sessions.open("second@bazaar.dev", Password("p"), "")
        _ = try await first
        #expect(checked.calls == ["first@bazaar.dev", "second@bazaar.dev"])
        #expect(limit.load == (0, 0))
    }

    @Test func aServerChecksOneFewerThanItsCoresAtOnce() {
        #expect(PasswordCheckLimit.server.width == max(1, ProcessInfo.processInfo.activeProcessorCount - 1))
        #expect(PasswordCheckLimit.unbounded.width == .max)
    }
}
