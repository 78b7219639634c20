import Foundation
import LoginUseCases
import Models
import Server
import ServerTesting
import Storage
import Testing
import UseCases

/// The same repository and use-case tests on every store: SQLite in memory, a SQLite file, PostgreSQL.
/// Each test runs on a fresh store seeded with the demo account (in the worked example, ¥10,000 and 48 items).
@Suite(.timeLimit(.minutes(1))) struct ContractTests: ServerSuite {
    @Test(arguments: Backend.available)
    func sessionsOpenCheckAndEndOnEveryStore(backend: Backend) async throws {
        try await backend.withStore(Self.features) { store async throws in
            let sessions = Self.useCases(store).environment.sessions
            let first = try await sessions.open("demo@bazaar.dev", DemoData.password, "")
            let second = try await sessions.open("DEMO@bazaar.dev", DemoData.password, "")
            #expect(first.token != second.token)
            #expect(first.token.count >= 22, "at least 128 random bits")
            #expect(try await sessions.user(first.token) == DemoUser)
            try await sessions.close(first.token)
            await #expect(throws: SessionError.notSignedIn) { try await sessions.user(first.token) }
            #expect(try await sessions.user(second.token) == DemoUser, "closing one session leaves the other")
            await #expect(throws: LoginError.invalidCredentials) { try await sessions.open("demo@bazaar.dev", Password("wrong"), "") }
            await #expect(throws: LoginError.invalidCredentials) { try await sessions.open("nobody@bazaar.dev", DemoData.password, "") }
            await #expect(throws: SessionError.notSignedIn) { try await sessions.user("not-a-token") }
        }
    }
}
