import API
import Foundation
import HTTPTypes
import Models
import Remote
import RemoteTesting
import Testing
import UseCases

/// The remote back end, with the network scripted (`ScriptedTransport`): what each use case sends, and
/// what it makes of each answer. Against a real server on a real socket: Tests/EndToEndTests/ServerModeTests.
@Suite(.timeLimit(.minutes(1))) struct RemoteBackendTests {
    static let demo = User.ID(1)

    @Test func loggingInKeepsTheTokenAndLoggingOutRevokesAndForgetsIt() async throws {
        let (backend, transport) = try RemoteBackend.scripted([.json(.created, Wire.token), .json(.noContent, "")])
        let environment = backend.environment
        let session = try await environment.login.logIn("demo@bazaar.dev", Password("bazaar-demo"))
        #expect(session.user.displayName == "Demo")
        try await environment.login.logOut()
        try await environment.login.logOut()

        let sent = transport.sent
        #expect(sent.map(\.operationID) == ["logIn", "logOut"], "a second logout has no token to revoke")
        #expect(sent[0].request.headerFields[.authorization] == nil, "logging in sends no token")
        let credentials = try JSONSerialization.jsonObject(with: Data(sent[0].body.utf8)) as? [String: String]
        #expect(credentials == ["email": "demo@bazaar.dev", "password": "bazaar-demo"])
        #expect(sent[1].request.headerFields[.authorization] == "Bearer secret-token-1", "logout revokes the token it ends")
    }

    /// A back end serving one of many clients from its own address (bazaar-web's browsers) names that client
    /// on every request, for a server that trusts it to count that client's logins (`--trusted-proxy`); one that
    /// serves itself names nobody.
    @Test func aBackEndForwardingForAClientNamesItOnEveryRequest() async throws {
        let transport = ScriptedTransport([.json(.created, Wire.token), .json(.noContent, "")])
        let server = try ServerAddress("http://127.0.0.1:8080")
        let environment = RemoteBackend(server: server, transport: transport, forwardingFor: "192.0.2.7").environment
        _ = try await environment.login.logIn("demo@bazaar.dev", Password("bazaar-demo"))
        try await environment.login.logOut()
        #expect(transport.sent.map { $0.request.headerFields[HTTPField.Name("X-Forwarded-For")!] } == ["192.0.2.7", "192.0.2.7"])

        let (own, sent) = try RemoteBackend.scripted([.json(.created, Wire.token)])
        _ = try await own.environment.login.logIn("demo@bazaar.dev", Password("bazaar-demo"))
        #expect(sent.sent.first?.request.headerFields[HTTPField.Name("X-Forwarded-For")!] == nil)
    }

    /// A logout the server did not carry out (not reached, or 503) forgets the token here, and says the session is
    /// still open there: it was "Logged out." alone, with the token good on the server for 30 days. One the server
    /// no longer knows (401) was ended already.
    @Test func loggingOutThatTheServerDidNotCarryOutForgetsTheTokenAndSaysSo() async throws {
        let replies: [ScriptedTransport.Answer] = [
            .failure(URLError(.cannotConnectToHost)), .problem(.serviceUnavailable, Wire.problem("unavailable", status: 503)),
        ]
        for reply in replies {
            let (backend, transport) = try RemoteBackend.scripted([.json(.created, Wire.token), reply])
            let environment = backend.environment
            _ = try await environment.login.logIn("demo@bazaar.dev", Password("bazaar-demo"))
            await #expect(throws: SessionError.notEndedOnServer) { try await environment.login.logOut() }
            try await environment.login.logOut()
            #expect(transport.sent.map(\.operationID) == ["logIn", "logOut"], "the token is gone: nothing is left to revoke")
        }

        let (ended, _) = try RemoteBackend.scripted([
            .json(.created, Wire.token), .problem(.unauthorized, Wire.problem("unauthenticated", status: 401)),
        ])
        _ = try await ended.environment.login.logIn("demo@bazaar.dev", Password("bazaar-demo"))
        try await ended.environment.login.logOut()
    }

    @Test func problemsBecomeTheModelsErrorsTheEmbeddedStoreThrows() async throws {
        let (backend, _) = try RemoteBackend.scripted([
            .problem(.unauthorized, Wire.problem("invalid-credentials", status: 401)),
            .problem(.badRequest, Wire.problem("invalid-email", status: 400)),
            .problem(.serviceUnavailable, Wire.problem("store-busy", status: 503)),
        ])
        let login = backend.environment.login
        await #expect(throws: LoginError.invalidCredentials) { try await login.logIn("demo@bazaar.dev", Password("wrong")) }
        await #expect(throws: LoginError.invalidEmail) { try await login.logIn("demo@bazaar.dev", Password("bazaar-demo")) }
        await #expect(throws: ServiceError.store(.busy)) { try await login.logIn("demo@bazaar.dev", Password("bazaar-demo")) }
    }

    @Test func aLoginRefusedForTooManyFailuresSaysHowLongToWait() async throws {
        let (backend, _) = try RemoteBackend.scripted([
            .problem(.tooManyRequests, Wire.problem("too-many-requests", status: 429), headers: [.retryAfter: "9"])
        ])
        await #expect(throws: LoginError.tooManyAttempts(retryAfterSeconds: 9)) {
            try await backend.environment.login.logIn("demo@bazaar.dev", Password("guess"))
        }
    }

    @Test func aServerThatCannotBeReachedIsNamedAndGarbageIsUnavailable() async throws {
        let (backend, _) = try RemoteBackend.scripted([
            .failure(URLError(.cannotConnectToHost)), .json(.created, "this is not JSON"), .json(.gatewayTimeout, ""),
            .json(.created, Wire.token.replacingOccurrences(of: "demo@bazaar.dev", with: "not an address")),
        ])
        let login = backend.environment.login
        let server = ServiceError.unreachable(server: "http://127.0.0.1:8080")
        await #expect(throws: server) { try await login.logIn("demo@bazaar.dev", Password("bazaar-demo")) }
        await #expect(throws: ServiceError.unavailable) { try await login.logIn("demo@bazaar.dev", Password("bazaar-demo")) }
        await #expect(throws: server, "a gateway's 504") { try await login.logIn("demo@bazaar.dev", Password("bazaar-demo")) }
        await #expect(throws: ServiceError.unavailable, "a user whose email is not one") {
            try await login.logIn("demo@bazaar.dev", Password("bazaar-demo"))
        }
        #expect(server.description.contains("http://127.0.0.1:8080"))
    }
}
