import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Models
import Server
import Storage
import Testing
import UseCases

/// The HTTP API in process (Hummingbird's router, no socket) on an in-memory SQLite store: what a client
/// sends and gets back, status, problem code and body.
@Suite(.timeLimit(.minutes(1))) struct RouterTests {
    static func application() throws -> some ApplicationProtocol {
        let stores = ServerStores.sqlite(try AppDatabase.inMemory(hasher: Backend.hasher))
        return Application(router: try ServerApplication.router(useCases: .live(stores: stores, hasher: Backend.hasher)))
    }

    static func json(_ text: String) -> ByteBuffer { ByteBuffer(string: text) }

    static func object(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(String(buffer: response.body).utf8)) as? [String: Any])
    }

    static func logIn(_ client: some TestClientProtocol) async throws -> String {
        try await client.execute(
            uri: "/v1/sessions", method: .post, headers: [.contentType: "application/json"],
            body: json(#"{"email":"demo@bazaar.dev","password":"bazaar-demo"}"#)
        ) { response throws in
            #expect(response.status == .created)
            return try #require(try object(response)["token"] as? String)
        }
    }

    static func bearer(_ token: String, _ more: HTTPFields = [:]) -> HTTPFields {
        var fields = more
        fields[.authorization] = "Bearer \(token)"
        return fields
    }

    /// The problem `response` holds: its status and code, checked against its content type.
    static func problem(_ response: TestResponse) throws -> (Int, String) {
        #expect(response.headers[.contentType] == "application/problem+json")
        let body = try object(response)
        return (try #require(body["status"] as? Int), try #require(body["code"] as? String))
    }

    @Test func loggingOutRevokesTheTokenEverywhere() async throws {
        try await Self.application().test(.router) { client in
            let token = try await Self.logIn(client)
            let other = try await Self.logIn(client)
            try await client.execute(uri: "/v1/sessions/current", method: .delete, headers: Self.bearer(token)) { response throws in
                #expect(response.status == .noContent)
            }
            // example-begin
            for path in ["/v1/balance", "/v1/items", "/v1/items/3", "/v1/transactions", "/v1/transactions/1"] {
                try await client.execute(uri: path, method: .get, headers: Self.bearer(token)) { response throws in
                    #expect(try Self.problem(response) == (401, "unauthenticated"), "\(path)")
                }
            }
            // example-end
            try await client.execute(uri: "/v1/sessions/current", method: .delete, headers: Self.bearer(token)) { response throws in
                #expect(try Self.problem(response) == (401, "unauthenticated"))
            }
            try await client.execute(uri: "/v1/sessions/current", method: .delete, headers: Self.bearer(other)) { response throws in
                #expect(response.status == .noContent, "another session of the same user goes on")
            }
        }
    }

    @Test(arguments: [
        "", "Bearer", "Bearer ", "Basic ZGVtbzpiYXphYXI=", "Bearer not-a-token", "Bearer " + String(repeating: "a", count: 5000),
    ])
    func aMissingOrWrongTokenIsA401Problem(authorization: String) async throws {
        try await Self.application().test(.router) { client in
            let headers: HTTPFields = authorization.isEmpty ? [:] : [.authorization: authorization]
            try await client.execute(uri: "/v1/sessions/current", method: .delete, headers: headers) { response throws in
                #expect(try Self.problem(response) == (401, "unauthenticated"))
            }
        }
    }

    @Test func aWrongPasswordAndAnUnknownEmailGetTheSameAnswer() async throws {
        try await Self.application().test(.router) { client in
            var bodies: [String] = []
            for credentials in [
                #"{"email":"demo@bazaar.dev","password":"wrong"}"#, #"{"email":"nobody@bazaar.dev","password":"bazaar-demo"}"#,
            ] {
                try await client.execute(
                    uri: "/v1/sessions", method: .post, headers: [.contentType: "application/json"], body: Self.json(credentials)
                ) { response throws in
                    #expect(try Self.problem(response) == (401, "invalid-credentials"))
                    bodies.append(String(buffer: response.body))
                }
            }
            #expect(bodies[0] == bodies[1])
        }
    }

    @Test(arguments: [
        ("/v1/sessions", HTTPRequest.Method.post, #"{"email":1}"#, 400, "bad-request"),
        ("/v1/sessions", .post, #"{"email":"demo@bazaar.dev","password":"bazaar-demo""#, 400, "bad-request"),
        ("/v1/sessions", .post, #"{"email":"demo","password":"x"}"#, 400, "invalid-email"),
        ("/v1/sessions", .post, #"{"email":"demo@bazaar.dev","password":""}"#, 400, "empty-password"),
        ("/v1/nothing-here", .get, "", 404, "not-found"),
    ])
    func badInputIsA4xxProblemNeverA5xx(path: String, method: HTTPRequest.Method, body: String, status: Int, code: String) async throws {
        try await Self.application().test(.router) { client in
            try await client.execute(
                uri: path, method: method, headers: [.contentType: "application/json"], body: body.isEmpty ? nil : Self.json(body)
            ) { response throws in
                #expect(try Self.problem(response) == (status, code))
            }
        }
    }

    @Test func aBodyOverTheLimitIsA413ProblemBeforeItIsRead() async throws {
        try await Self.application().test(.router) { client in
            let huge = #"{"email":"demo@bazaar.dev","password":""# + String(repeating: "x", count: 100_000) + #""}"#
            try await client.execute(uri: "/v1/sessions", method: .post, headers: [.contentType: "application/json"], body: Self.json(huge))
            {
                response throws in
                #expect(try Self.problem(response) == (413, "bad-request"))
            }
            let deep = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 20_000)
            try await client.execute(uri: "/v1/sessions", method: .post, headers: [.contentType: "application/json"], body: Self.json(deep))
            {
                response throws in
                #expect(try Self.problem(response).0 / 100 == 4, "deep JSON is refused, never a crash")
            }
        }
    }

    @Test func healthAndReadinessNeedNoToken() async throws {
        try await Self.application().test(.router) { client in
            for (path, status) in [("/health", "up"), ("/ready", "ready")] {
                try await client.execute(uri: path, method: .get) { response throws in
                    #expect(response.status == .ok)
                    #expect(try Self.object(response)["status"] as? String == status)
                }
            }
        }
    }

    @Test func overARealSocketTheSameFlowWorks() async throws {
        try await Self.application().test(.live) { client in
            #expect(client.port != nil)
            let token = try await Self.logIn(client)
            try await client.execute(uri: "/ready", method: .get) { response throws in
                #expect(response.status == .ok)
            }
            try await client.execute(uri: "/v1/sessions/current", method: .delete, headers: Self.bearer(token)) { response throws in
                #expect(response.status == .noContent)
            }
        }
    }

    /// Logs in with `password` as `email`; the response's status, problem code (if any) and Retry-After.
    static func attempt(
        _ client: some TestClientProtocol, _ email: String, _ password: String
    ) async throws -> (status: Int, code: String?, retryAfter: String?) {
        try await client.execute(
            uri: "/v1/sessions", method: .post, headers: [.contentType: "application/json"],
            body: json(#"{"email":"\#(email)","password":"\#(password)"}"#)
        ) { response throws in
            let code = response.status == .created ? nil : try problem(response).1
            return (Int(response.status.code), code, response.headers[.retryAfter])
        }
    }

    @Test func bruteForcingTheDemoAccountIsSlowedTo5AMinuteWith429AndRetryAfter() async throws {
        try await Self.application().test(.router) { client in
            for guess in 1...5 {
                #expect(try await Self.attempt(client, "demo@bazaar.dev", "guess-\(guess)") == (401, "invalid-credentials", nil))
            }
            let refused = try await Self.attempt(client, "demo@bazaar.dev", "bazaar-demo")
            #expect(refused.status == 429 && refused.code == "too-many-requests", "even the right password waits: \(refused)")
            #expect(refused.retryAfter.flatMap(Int.init).map { (1...12).contains($0) } == true, "\(refused)")
        }
    }

    @Test func oneAddressGuessingManyAccountsIsSlowedTo20AMinute() async throws {
        try await Self.application().test(.live) { client in
            for account in 1...20 {
                #expect(try await Self.attempt(client, "nobody\(account)@bazaar.dev", "guess").status == 401)
            }
            let refused = try await Self.attempt(client, "demo@bazaar.dev", "bazaar-demo")
            #expect(refused.status == 429 && refused.code == "too-many-requests", "\(refused)")
            #expect(refused.retryAfter.flatMap(Int.init).map { (1...3).contains($0) } == true, "\(refused)")
        }
    }

    @Test func aMethodAPathDoesNotTakeIs405WithTheMethodsItDoes() async throws {
        try await Self.application().test(.router) { client in
            let paths = [
                ("/v1/sessions", "POST"), ("/v1/sessions/current", "DELETE"), ("/health", "GET"),
                ("/v1/items", "GET"), ("/v1/items/3/purchase", "POST"),  // example
            ]
            for (path, allowed) in paths {
                try await client.execute(uri: path, method: .init("TRACE")!) { response throws in
                    #expect(try Self.problem(response) == (405, "bad-request"), "\(path)")
                    #expect(response.headers[.allow] == allowed, "\(path)")
                }
            }
        }
    }

    @Test func aBodyThatIsNotUTF8IsA400() async throws {
        try await Self.application().test(.router) { client in
            var body = ByteBuffer(string: #"{"email":"demo@bazaar.dev","password":""#)
            body.writeBytes([0xFF, 0xFE, 0xC0, 0x80])
            body.writeString(#""}"#)
            try await client.execute(uri: "/v1/sessions", method: .post, headers: [.contentType: "application/json"], body: body) {
                response throws in
                #expect(try Self.problem(response) == (400, "bad-request"))
            }
        }
    }
}
