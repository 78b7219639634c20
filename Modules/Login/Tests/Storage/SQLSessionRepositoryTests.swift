import Foundation
import LoginStorage
import LoginUseCases
import Models
import Storage
import StorageTesting
import Testing

/// Session writes beside a neighbour's sessions: opening or revoking one session leaves every other as it was.
@Suite(.timeLimit(.minutes(1))) struct SQLSessionRepositoryTests {
    let database: AppDatabase
    var sessions: SQLSessionRepository { database.sessions }
    let expiry = StorageFixtures.fixedDate.addingTimeInterval(600)

    /// The demo and a neighbour, who has a session of their own.
    init() async throws {
        database = try await StorageFixtures.inMemoryWithNeighbour(parts: [.login])
        try await database.sessions.insert(tokenHash: "neighbour-session", user: StorageFixtures.neighbour, expiresAt: expiry)
    }

    /// Every session but those hashed `besides`, as the store reads them.
    func others(besides hashes: [String]) async throws -> [String: StoredSession?] {
        var found: [String: StoredSession?] = [:]
        for hash in ["neighbour-session", "demo-session", "demo-other-device"] where !hashes.contains(hash) {
            found[hash] = try await sessions.session(tokenHash: hash)
        }
        // The neighbour's session is really there: a comparison of nothing would prove nothing.
        #expect(found["neighbour-session"]??.user.id == StorageFixtures.neighbour)
        return found
    }

    @Test func aNewSessionIsFoundByItsHashAndChangesNoOtherSession() async throws {
        let before = try await others(besides: ["demo-session"])

        try await sessions.insert(tokenHash: "demo-session", user: StorageFixtures.demo, expiresAt: expiry)

        let stored = try #require(try await sessions.session(tokenHash: "demo-session"))
        #expect(stored.user.id == StorageFixtures.demo && stored.expiresAt == expiry && !stored.isRevoked)
        #expect(try await others(besides: ["demo-session"]) == before, "the other sessions are as they were")
    }

    @Test func revokingASessionRevokesThatOneAndNoOther() async throws {
        try await sessions.insert(tokenHash: "demo-session", user: StorageFixtures.demo, expiresAt: expiry)
        try await sessions.insert(tokenHash: "demo-other-device", user: StorageFixtures.demo, expiresAt: expiry)
        let before = try await others(besides: ["demo-session"])

        try await sessions.revoke(tokenHash: "demo-session")

        #expect(try await sessions.session(tokenHash: "demo-session")?.isRevoked == true)
        #expect(try await sessions.session(tokenHash: "demo-other-device")?.isRevoked == false, "the user's other session is open")
        #expect(try await others(besides: ["demo-session"]) == before, "the other sessions are as they were")
    }

    @Test func revokingAHashThatNamesNoSessionDoesNothing() async throws {
        try await sessions.insert(tokenHash: "demo-session", user: StorageFixtures.demo, expiresAt: expiry)
        let before = try await others(besides: [])

        try await sessions.revoke(tokenHash: "no-such-session")

        #expect(try await sessions.session(tokenHash: "no-such-session") == nil, "no session was made for it")
        #expect(try await others(besides: []) == before, "every session is as it was")
    }
}
