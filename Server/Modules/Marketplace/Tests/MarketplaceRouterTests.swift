import Foundation
import HTTPTypes
import Hummingbird
import ServerTesting
import Testing

/// The marketplace's operations over HTTP in process (`RouterTests`' kind).
@Suite(.timeLimit(.minutes(1))) struct MarketplaceRouterTests: ServerSuite {
    @Test func aMethodAMarketplacePathDoesNotTakeIs405WithTheMethodsItDoes() async throws {
        try await Self.expectMethodNotAllowed([("/v1/items", "GET, HEAD"), ("/v1/items/3/purchase", "POST")])
    }

    @Test func aClientLogsInBrowsesBuysOnceAndReadsItsPurchase() async throws {
        try await Self.application().test(.live) { client in
            let token = try await Self.logIn(client)
            try await client.execute(uri: "/v1/items?page=1&q=teapot", method: .get, headers: Self.bearer(token)) { response throws in
                #expect(response.status == .ok)
                let items = try #require(try Self.object(response)["items"] as? [[String: Any]])
                #expect(items.map { $0["id"] as? Int } == [3])
            }
            let key: HTTPFields = [HTTPField.Name("Idempotency-Key")!: "0C6F6E65-0000-4000-8000-000000000001"]
            let bought = try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: Self.bearer(token, key)) {
                response throws in
                #expect(response.status == .created)
                return try Self.object(response)
            }
            try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: Self.bearer(token, key)) { response throws in
                #expect(response.status == .ok, "a retry with the same key is the same purchase")
                #expect(try Self.object(response)["id"] as? Int == bought["id"] as? Int)
            }
            try await client.execute(uri: "/v1/items/4/purchase", method: .post, headers: Self.bearer(token, key)) { response throws in
                #expect(try Self.problem(response) == (422, "idempotency-key-reused"))
            }
            try await client.execute(uri: "/v1/balance", method: .get, headers: Self.bearer(token)) { response throws in
                #expect(try Self.object(response)["minorUnits"] as? Int == 6_200, "charged once")
            }
            try await client.execute(uri: "/v1/transactions", method: .get, headers: Self.bearer(token)) { response throws in
                #expect((try Self.object(response)["transactions"] as? [Any])?.count == 1)
            }
            try await client.execute(uri: "/v1/transactions/\(bought["id"] as? Int ?? 0)", method: .get, headers: Self.bearer(token)) {
                response throws in
                #expect(response.status == .ok)
            }
        }
    }

    @Test(arguments: [
        ("/v1/items?page=abc", 400, "bad-request"), ("/v1/items?page=99999999999999999999", 400, "bad-request"),
        ("/v1/items/-5", 404, "not-found"), ("/v1/items/abc", 400, "bad-request"), ("/v1/transactions/0", 404, "not-found"),
        ("/v1/items?page=0", 400, "bad-request"), ("/v1/items?page=-1", 400, "bad-request"),
        ("/v1/items?q=" + String(repeating: "x", count: 201), 400, "field-too-long"), ("/v1/transactions/-1", 404, "not-found"),
    ])
    func badParametersAreA4xxProblem(path: String, status: Int, code: String) async throws {
        try await Self.application().test(.live) { client in
            let token = try await Self.logIn(client)
            try await client.execute(uri: path, method: .get, headers: Self.bearer(token)) { response throws in
                #expect(try Self.problem(response) == (status, code), "\(path)")
            }
        }
    }

    /// PostgreSQL refuses a NUL in text: a search for one is the client's mistake on every store, not a 503,
    /// refused by the use case (`Item.search`), which names the parameter.
    @Test(arguments: Backend.available)
    func aSearchWithANulCharacterIsA400OnEveryStore(backend: Backend) async throws {
        try await backend.withStore(Self.features) { store async throws in
            try await Self.application(on: store).test(.live) { client async throws in
                let token = try await Self.logIn(client)
                for path in ["/v1/items?q=%00", "/v1/items?q=tea%00pot", "/v1/items?page=2&q=%00"] {
                    try await client.execute(uri: path, method: .get, headers: Self.bearer(token)) { response throws in
                        #expect(try Self.problem(response) == (400, "field-nul-character"), "\(path)")
                        #expect(try Self.object(response)["field"] as? String == "q", "\(path)")
                    }
                }
            }
        }
    }

    /// A retry of a purchase that was made answers that purchase, whatever became of the item since: here its
    /// price is now in a currency this version does not know, which would refuse a new purchase with a 503 that
    /// a client reads as "not charged".
    @Test(arguments: Backend.available)
    func aRetryOfAPurchaseMadeAnswersItWhateverTheItemsCurrencyIsNow(backend: Backend) async throws {
        try await backend.withStore(Self.features) { store async throws in
            try await Self.application(on: store).test(.live) { client async throws in
                let token = try await Self.logIn(client)
                let key: HTTPFields = [HTTPField.Name("Idempotency-Key")!: "0C6F6E65-0000-4000-8000-000000000002"]
                let bought = try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: Self.bearer(token, key)) {
                    response throws in
                    #expect(response.status == .created)
                    return try Self.object(response)["id"] as? Int
                }
                try await store.execute(["UPDATE items SET currency = 'XYZ' WHERE id IN (3, 4)"])
                try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: Self.bearer(token, key)) { response throws in
                    #expect(response.status == .ok, "the purchase made, answered again")
                    #expect(try Self.object(response)["id"] as? Int == bought)
                }
                try await client.execute(uri: "/v1/items/4/purchase", method: .post, headers: Self.bearer(token, key)) { response throws in
                    #expect(try Self.problem(response) == (422, "idempotency-key-reused"))
                }
            }
        }
    }

    /// The server answers JSON whatever `Accept` says (RFC 9110 lets it disregard the field): the generated
    /// code checked it only once the operation had run, so a purchase asked with `Accept: text/html` was made,
    /// charged, and answered 503 "unavailable" (a reviewer).
    @Test(arguments: ["text/html", "application/problem+json", "nonsense", "application/json;q=0"])
    func aPurchaseIsAnsweredWhatItCameToWhateverAcceptSays(accept: String) async throws {
        try await Self.application().test(.live) { client in
            let token = try await Self.logIn(client)
            let fields: HTTPFields = [HTTPField.Name("Idempotency-Key")!: "0C6F6E65-0000-4000-8000-000000000002", .accept: accept]
            try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: Self.bearer(token, fields)) { response throws in
                #expect(response.status == .created)
                #expect(response.headers[.contentType] == "application/json; charset=utf-8")
                #expect(try Self.object(response)["itemId"] as? Int == 3)
            }
            try await client.execute(uri: "/v1/items/4", method: .get, headers: Self.bearer(token, [.accept: accept])) { response throws in
                #expect(response.status == .ok)
            }
        }
    }

    @Test func aHugePageIsEmptyAndAPurchaseNeedsAKeyOfPrintableCharacters() async throws {
        try await Self.application().test(.live) { client in
            let token = try await Self.logIn(client)
            try await client.execute(uri: "/v1/items?page=9223372036854775807", method: .get, headers: Self.bearer(token)) {
                response throws in
                #expect(response.status == .ok)
                #expect((try Self.object(response)["items"] as? [Any])?.isEmpty == true)
            }
            try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: Self.bearer(token)) { response throws in
                #expect(try Self.problem(response) == (400, "bad-request"), "no key")
            }
            let spaced: HTTPFields = [HTTPField.Name("Idempotency-Key")!: "has space"]
            try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: Self.bearer(token, spaced)) { response throws in
                #expect(try Self.problem(response) == (400, "bad-request"))
            }
            try await client.execute(uri: "/v1/balance", method: .get, headers: Self.bearer(token)) { response throws in
                #expect(try Self.object(response)["minorUnits"] as? Int == 10_000, "nothing was bought")
            }
        }
    }
}
