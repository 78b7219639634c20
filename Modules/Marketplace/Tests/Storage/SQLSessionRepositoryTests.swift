import Foundation
import Models
import Storage
import StorageTesting
import Testing
import UseCases

/// Session writes in a `WorldWithNeighbours`: opening or revoking one session leaves every other as it was.
@Suite(.timeLimit(.minutes(1))) struct SQLSessionRepositoryTests {
    let world: WorldWithNeighbours
    var sessions: SQLSessionRepository { world.database.sessions }
    let expiry = StorageFixtures.fixedDate.addingTimeInterval(600)

    init() async throws {
        world = try await WorldWithNeighbours()
    }

    @Test func aNewSessionIsFoundByItsHashAndChangesNoOtherSession() async throws {
        let neighbours = try world.neighbourhood(sessions: ["demo-session"])

        try await sessions.insert(tokenHash: "demo-session", user: StorageFixtures.demo, expiresAt: expiry)

        let stored = try #require(try await sessions.session(tokenHash: "demo-session"))
        #expect(stored.user.id == StorageFixtures.demo && stored.expiresAt == expiry && !stored.isRevoked)
        #expect(try world.neighbourhood(sessions: ["demo-session"]) == neighbours, "the neighbours are as they were")
    }

    @Test func revokingASessionRevokesThatOneAndNoOther() async throws {
        try await sessions.insert(tokenHash: "demo-session", user: StorageFixtures.demo, expiresAt: expiry)
        try await sessions.insert(tokenHash: "demo-other-device", user: StorageFixtures.demo, expiresAt: expiry)
        let neighbours = try world.neighbourhood(sessions: ["demo-session"])

        try await sessions.revoke(tokenHash: "demo-session")

        #expect(try await sessions.session(tokenHash: "demo-session")?.isRevoked == true)
        #expect(try await sessions.session(tokenHash: "demo-other-device")?.isRevoked == false, "the user's other session is open")
        #expect(try await sessions.session(tokenHash: "neighbour-session")?.isRevoked == false)
        #expect(try world.neighbourhood(sessions: ["demo-session"]) == neighbours, "the neighbours are as they were")
    }

    @Test func revokingAHashThatNamesNoSessionDoesNothing() async throws {
        try await sessions.insert(tokenHash: "demo-session", user: StorageFixtures.demo, expiresAt: expiry)
        let neighbours = try world.neighbourhood(sessions: [])

        try await sessions.revoke(tokenHash: "no-such-session")

        #expect(try await sessions.session(tokenHash: "no-such-session") == nil, "no session was made for it")
        #expect(try await sessions.session(tokenHash: "demo-session")?.isRevoked == false)
        #expect(try world.neighbourhood(sessions: []) == neighbours, "every session is as it was")
    }
}
