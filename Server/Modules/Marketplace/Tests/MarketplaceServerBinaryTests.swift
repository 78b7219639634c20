import Foundation
import ServerTesting
import Testing

/// The marketplace on the real binary (`ServerBinaryTests`' kind).
@Suite(.timeLimit(.minutes(1))) struct MarketplaceServerBinaryTests: ServerSuite {
    /// `GET /metrics` counts purchases by outcome: made, replayed (the same key again) and refused.
    @Test func metricsCountPurchasesByOutcome() async throws {
        let server = try Started(["--port", "0", "--in-memory", "--seed-demo"])
        defer { server.stop() }
        let port = try await server.port()
        let http = HTTP()
        let token = try await http.logIn(port: port, email: "demo@bazaar.dev", password: "bazaar-demo")
        #expect(try await http.send("GET", port: port, path: "/v1/items", token: token).status == 200)
        let key = UUID().uuidString
        #expect(try await http.send("POST", port: port, path: "/v1/items/3/purchase", token: token, key: key).status == 201)
        #expect(try await http.send("POST", port: port, path: "/v1/items/3/purchase", token: token, key: key).status == 200)
        #expect(try await http.send("POST", port: port, path: "/v1/items/3/purchase", token: token, key: UUID().uuidString).status == 409)

        let metrics = try await Self.metrics(port: port)
        #expect(metrics.value("hb_requests", [#"http_route="/v1/items""#, #"http_response_status_code="200""#]) == "1", "\(metrics.text)")
        for (outcome, count) in [("made", "1"), ("replayed", "1"), ("refused", "1")] {
            #expect(metrics.value("bazaar_purchases", [#"outcome="\#(outcome)""#]) == count, "\(outcome)")
        }
    }
}
