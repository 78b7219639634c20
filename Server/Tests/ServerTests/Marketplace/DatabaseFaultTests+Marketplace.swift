import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Server
import Testing

/// A purchase whose COMMIT reached PostgreSQL but whose answer was lost (the connection cut after it) is
/// never reported as "not charged": it is looked up by its idempotency key, and when even that cannot be
/// asked, its outcome is unknown (503 `outcome-unknown`), which the client retries with the same key.
extension DatabaseFaultTests {
    static let key: HTTPFields = [HTTPField.Name("Idempotency-Key")!: "0C6F6E65-0000-4000-8000-00000000C0FF"]

    static func balance(_ client: some TestClientProtocol, _ token: String) async throws -> Int? {
        try await client.execute(uri: "/v1/balance", method: .get, headers: RouterTests.bearer(token)) { response throws in
            try RouterTests.object(response)["minorUnits"] as? Int
        }
    }

    @Test func aPurchaseWhoseCommitAnswerIsLostIsFoundByItsKeyAndAnswered() async throws {
        try await Backend.withProxiedPostgres(connectionWait: .seconds(2)) { proxy, store in
            try await RouterTests.application(on: .postgres(store)).test(.router) { client in
                let token = try await RouterTests.logIn(client)
                proxy.loseTheNextCommitAnswer()
                let bought = try await client.execute(
                    uri: "/v1/items/3/purchase", method: .post, headers: RouterTests.bearer(token, Self.key)
                ) { response throws in
                    #expect(response.status == .created, "\(String(buffer: response.body))")
                    return try RouterTests.object(response)["id"] as? Int
                }
                #expect(try await Self.balance(client, token) == 6_200, "charged, once")
                try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: RouterTests.bearer(token, Self.key)) {
                    response throws in
                    #expect(response.status == .ok)
                    #expect(try RouterTests.object(response)["id"] as? Int == bought)
                }
                #expect(try await Self.balance(client, token) == 6_200)
            }
        }
    }

    @Test func aPurchaseWhoseOutcomeTheDatabaseCannotTellIsOutcomeUnknownNeverNotCharged() async throws {
        try await Backend.withProxiedPostgres(connectionWait: .milliseconds(400)) { proxy, store in
            try await RouterTests.application(on: .postgres(store)).test(.router) { client in
                let token = try await RouterTests.logIn(client)
                proxy.loseTheNextCommitAnswer(thenDown: true)
                try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: RouterTests.bearer(token, Self.key)) {
                    response throws in
                    #expect(try RouterTests.problem(response) == (503, "outcome-unknown"))
                    #expect(!String(buffer: response.body).contains("not charged"))
                }
                proxy.comeBack()
                try await Self.waitUntilReady(client)
                try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: RouterTests.bearer(token, Self.key)) {
                    response throws in
                    #expect(response.status == .ok, "it had been made: the retry with its key says so")
                }
                #expect(try await Self.balance(client, token) == 6_200, "charged once")
            }
        }
    }

    @Test func aPurchaseSentWhileTheDatabaseIsGoneFailsAndIsNeverMadeLater() async throws {
        try await Backend.withProxiedPostgres(connectionWait: .milliseconds(400)) { proxy, store in
            try await RouterTests.application(on: .postgres(store)).test(.router) { client in
                let token = try await RouterTests.logIn(client)
                proxy.goDown()
                try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: RouterTests.bearer(token, Self.key)) {
                    response throws in
                    #expect(try RouterTests.problem(response) == (503, "unavailable"))
                }
                proxy.comeBack()
                try await Self.waitUntilReady(client)
                #expect(try await Self.balance(client, token) == 10_000, "nothing was charged, then or later")
                try await client.execute(uri: "/v1/items/3", method: .get, headers: RouterTests.bearer(token)) { response throws in
                    #expect(try RouterTests.object(response)["isSold"] as? Bool == false)
                }
            }
        }
    }
}
