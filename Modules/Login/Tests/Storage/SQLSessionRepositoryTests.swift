import Foundation
import LoginStorage
import LoginUseCases
import Models
import Storage
import StorageTesting
import TestSupport
import Testing
import UseCases

/// Session writes beside a neighbour's sessions: opening or revoking one session leaves every other as it was.
@Suite(.timeLimit(.minutes(1))) struct SQLSessionRepositoryTests {
    let database: AppDatabase
    var sessions: SQLSessionRepository { database.sessions }
    let expiry = StorageFixtures.fixedDate.addingTimeInterval(600)

    /// The demo and a neighbour, who has a session of their own.
    init() async throws {
        database = try await StorageFixtures.inMemoryWithNeighbour(parts: [.login])
        try await database.sessions.insert(
            tokenHash: "neighbour-session", user: StorageFixtures.neighbour, expiresAt: expiry, now: StorageFixtures.fixedDate)
    }

    /// Every session but those hashed `besides`, as the store reads them.
    func others(besides hashes: [String]) async throws -> [String: StoredSession?] {
        var found: [String: StoredSession?] = [:]
        for hash in ["neighbour-session", "neighbour-ended", "demo-session", "demo-other-device"] where !hashes.contains(hash) {
            found[hash] = try await sessions.session(tokenHash: hash)
        }
        // The neighbour's session is really there: a comparison of nothing would prove nothing.
        #expect(found["neighbour-session"]??.user.id == StorageFixtures.neighbour)
        return found
    }

    @Test func aNewSessionIsFoundByItsHashAndChangesNoOtherSession() async throws {
        let before = try await others(besides: ["demo-session"])

        try await sessions.insert(tokenHash: "demo-session", user: StorageFixtures.demo, expiresAt: expiry, now: StorageFixtures.fixedDate)

        let stored = try #require(try await sessions.session(tokenHash: "demo-session"))
        #expect(stored.user.id == StorageFixtures.demo && stored.expiresAt == expiry && !stored.isRevoked)
        #expect(try await others(besides: ["demo-session"]) == before, "the other sessions are as they were")
    }

    @Test func revokingASessionForgetsThatOneAndNoOther() async throws {
        try await sessions.insert(tokenHash: "demo-session", user: StorageFixtures.demo, expiresAt: expiry, now: StorageFixtures.fixedDate)
        try await sessions.insert(
            tokenHash: "demo-other-device", user: StorageFixtures.demo, expiresAt: expiry, now: StorageFixtures.fixedDate)
        let before = try await others(besides: ["demo-session"])

        try await sessions.revoke(tokenHash: "demo-session")

        #expect(try await sessions.session(tokenHash: "demo-session") == nil, "a session that can no longer be used is not kept")
        #expect(try await sessions.session(tokenHash: "demo-other-device")?.isRevoked == false, "the user's other session is open")
        #expect(try await others(besides: ["demo-session"]) == before, "the other sessions are as they were")
    }

    @Test func revokingAHashThatNamesNoSessionDoesNothing() async throws {
        try await sessions.insert(tokenHash: "demo-session", user: StorageFixtures.demo, expiresAt: expiry, now: StorageFixtures.fixedDate)
        let before = try await others(besides: [])

        try await sessions.revoke(tokenHash: "no-such-session")

        #expect(try await sessions.session(tokenHash: "no-such-session") == nil, "no session was made for it")
        #expect(try await others(besides: []) == before, "every session is as it was")
    }

    /// A login on this store forgets its user's sessions that have ended: a table of sessions grows with the
    /// sessions that can still be used, not with every login there ever was.
    @Test func aLoginForgetsItsUsersEndedSessionsAndNoOneElses() async throws {
        let clock = TestNow(StorageFixtures.fixedDate)
        let opening = SessionsUseCase.live(
            login: LoginUseCase { _, _ in Fixtures.demoSession },
            store: sessions, tokens: SessionTokens(make: { UUID().uuidString }, hash: { "hash(\($0))" }),
            lifetime: .seconds(60), now: { [clock] in clock.value })
        let first = try await opening.open("demo@bazaar.dev", Password("bazaar-demo"), "")
        clock.advance(by: 61)
        let ended = StorageFixtures.fixedDate.addingTimeInterval(-1)
        try await sessions.insert(tokenHash: "neighbour-ended", user: StorageFixtures.neighbour, expiresAt: ended, now: ended)
        let before = try await others(besides: [])
        #expect(before["neighbour-ended"]??.expiresAt == ended, "the neighbour's ended session is there to be kept")

        let second = try await opening.open("demo@bazaar.dev", Password("bazaar-demo"), "")

        #expect(try await sessions.session(tokenHash: "hash(\(first.token))") == nil, "the ended session is forgotten")
        #expect(try await opening.user(second.token).id == StorageFixtures.demo)
        #expect(try await others(besides: []) == before, "the neighbour's sessions, the ended one too, are as they were")
    }
}
