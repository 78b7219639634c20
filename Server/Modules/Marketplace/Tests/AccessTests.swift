import Foundation
import ServerTesting
import Testing

/// One user probing another's data through every operation, on a real `bazaar-server` and PostgreSQL
/// (the same rules hold on SQLite: the use cases are the same, and `ContractTests` runs both stores).
/// Whatever ids or tokens a user sends, they act as the user their own token names, and see only that
/// user's balance and purchases; another user's purchase looks exactly like one that does not exist.
@Suite(
    .timeLimit(.minutes(1)),
    .enabled(if: Backend.postgresAdmin != nil, "needs PostgreSQL: make test-server runs these in a throwaway cluster"))
struct AccessTests: ServerSuite {
    @Test func aUserCannotReadBuyAsOrListTheTransactionsOfAnother() async throws {
        try await Marketplace.with(users: 2, items: 4, balance: { _ in 50_000 }) { market in
            let server = try Started(market.serverArguments)
            defer { server.stop() }
            let port = try await server.port()
            let http = HTTP()
            let alice = try await http.logIn(port: port, email: market.users[0].email, password: Marketplace.password)
            let mallory = try await http.logIn(port: port, email: market.users[1].email, password: Marketplace.password)

            let key = UUID().uuidString
            let bought = try await http.send("POST", port: port, path: "/v1/items/1/purchase", token: alice, key: key)
            #expect(bought.status == 201)
            let transaction = try #require(bought.transactionID)

            // Reading it: the same answer as for an id nobody has.
            let theirs = try await http.send("GET", port: port, path: "/v1/transactions/\(transaction)", token: mallory)
            let nobodys = try await http.send("GET", port: port, path: "/v1/transactions/\(transaction + 1000)", token: mallory)
            #expect(theirs.status == 404)
            #expect(theirs.text == nobodys.text, "another's purchase is not told apart from none")
            // Listing: only one's own.
            #expect(try await http.send("GET", port: port, path: "/v1/transactions", token: mallory).transactionIDs == [])
            #expect(try await http.send("GET", port: port, path: "/v1/transactions", token: alice).transactionIDs == [transaction])
            // Replaying Alice's key with Mallory's token is Mallory's own, new purchase, of an item now sold.
            let replay = try await http.send("POST", port: port, path: "/v1/items/1/purchase", token: mallory, key: key)
            #expect(replay.status == 409 && replay.text.contains("already-sold"), "\(replay.text)")
            // Buying spends one's own balance only.
            #expect(try await http.send("POST", port: port, path: "/v1/items/2/purchase", token: mallory, key: key).status == 201)
            let price1 = Marketplace.price(of: 1)
            let price2 = Marketplace.price(of: 2)
            #expect(try await http.send("GET", port: port, path: "/v1/balance", token: alice).minorUnits == 50_000 - price1)
            #expect(try await http.send("GET", port: port, path: "/v1/balance", token: mallory).minorUnits == 50_000 - price2)

            // Mallory logging out ends Mallory's token only; a revoked token is refused by every operation.
            #expect(try await http.send("DELETE", port: port, path: "/v1/sessions/current", token: mallory).status == 204)
            #expect(try await http.send("GET", port: port, path: "/v1/balance", token: alice).status == 200)
            for (method, path) in [
                ("GET", "/v1/balance"), ("GET", "/v1/items"), ("GET", "/v1/items/3"), ("POST", "/v1/items/3/purchase"),
                ("GET", "/v1/transactions"), ("GET", "/v1/transactions/\(transaction)"), ("DELETE", "/v1/sessions/current"),
            ] {
                let refused = try await http.send(method, port: port, path: path, token: mallory, key: UUID().uuidString)
                #expect(refused.status == 401 && refused.text.contains("unauthenticated"), "\(method) \(path): \(refused.status)")
            }
            #expect(try await market.violations().isEmpty)
        }
    }
}
