import Foundation
import ServerTesting
import Testing

/// `bazaar-baseline`, the program `make bench-server` prices the server against, both its routes (the
/// baseline on the use cases, the floor on the libraries alone): a bench program gets the server's care,
/// so no input crashes it or is answered with a bare 500.
@Suite(
    .timeLimit(.minutes(1)),
    .enabled(if: Backend.postgresAdmin != nil, "needs PostgreSQL: make test-server runs these in a throwaway cluster"))
struct BaselineTests: ServerSuite {
    @Test(arguments: ["baseline", "floor"]) func hostileInputIsAnsweredAndNothingCrashes(routes: String) async throws {
        try await Marketplace.with(users: 1, items: 3, balance: { _ in 100_000 }) { market in
            // A session opened on the server (the baseline has no login route), used on the baseline.
            let server = try Started(market.serverArguments)
            defer { server.stop() }
            let http = HTTP()
            let token = try await http.logIn(port: try await server.port(), email: market.users[0].email, password: Marketplace.password)
            let url = try #require(market.serverArguments.last, "the database's URL ends the server's arguments")
            let program = try Started(
                ["--port", "0", "--routes", routes, "--database-url", url], program: ServerProcess.program("bazaar-baseline"))
            defer { program.stop() }
            let port = try await program.port()

            for page in ["9223372036854775807", "4611686018427387904", "0", "-1", "x"] {
                let answer = await http.answer("GET", port: port, path: "/v1/items?page=\(page)", token: token)
                #expect([200, 400].contains(answer.status), "page \(page): \(answer.status) \(answer.text)")
            }
            let key = UUID().uuidString
            let bought = await http.answer("POST", port: port, path: "/v1/items/1/purchase", token: token, key: key)
            #expect(bought.status == 201, "\(bought.text)")
            let replayed = await http.answer("POST", port: port, path: "/v1/items/1/purchase", token: token, key: key)
            #expect(replayed.status == 200)
            let reused = await http.answer("POST", port: port, path: "/v1/items/2/purchase", token: token, key: key)
            #expect(reused.status == 422, "a key reused for another item: \(reused.status) \(reused.text)")
            let missing = await http.answer("POST", port: port, path: "/v1/items/99999999999999999999/purchase", token: token, key: key)
            #expect(missing.status == 400)
            #expect(program.process.isRunning, "it lived through all of it")
        }
    }
}
