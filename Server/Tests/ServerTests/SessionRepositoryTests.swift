import Foundation
import LoginServer
import LoginUseCases
import Models
import ServerTesting
import Storage
import Testing

/// Login's sessions on each store a server runs on: a table of sessions holds those that can still be used, not
/// every login there ever was.
@Suite(.timeLimit(.minutes(1))) struct SessionRepositoryTests: ServerSuite {
    @Test(arguments: Backend.available)
    func aLogoutForgetsItsSessionAndALoginItsUsersEndedOnes(backend: Backend) async throws {
        try await backend.withStore([]) { store in
            let (sessions, demo) = (store.sessions, DemoData.user.id)
            let now = Date(timeIntervalSince1970: 1_750_000_000)
            let (before, later) = (now.addingTimeInterval(-60), now.addingTimeInterval(3600))
            try await sessions.insert(tokenHash: "ended", user: demo, expiresAt: now, now: before)
            try await sessions.insert(tokenHash: "open", user: demo, expiresAt: later, now: before)
            try await sessions.insert(tokenHash: "logged-out", user: demo, expiresAt: later, now: before)

            try await sessions.revoke(tokenHash: "logged-out")
            #expect(try await sessions.session(tokenHash: "logged-out") == nil, "a logout forgets its session")
            #expect(try await sessions.session(tokenHash: "ended")?.expiresAt == now, "an ended session waits for its user's next login")

            try await sessions.insert(tokenHash: "new", user: demo, expiresAt: later, now: now)
            #expect(try await sessions.session(tokenHash: "ended") == nil, "the login forgot the session that had ended")
            #expect(try await sessions.session(tokenHash: "open")?.expiresAt == later, "and kept the one still open")
            #expect(try await sessions.session(tokenHash: "new")?.user == DemoData.user)
        }
    }
}
