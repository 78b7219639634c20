import Foundation
import ServerTesting
import Testing

/// Outgrowing one machine: several real `bazaar-server` processes on one PostgreSQL, many clients at once,
/// and instances killed with SIGKILL in the middle of purchases. After each test the ledger in the
/// database is checked whole (`Marketplace.violations`): each sold item has exactly one transaction, made
/// by the buyer the item names, for its price, and every balance is its start minus its purchases.
@Suite(
    .serialized, .timeLimit(.minutes(3)),
    .enabled(if: Backend.postgresAdmin != nil, "needs PostgreSQL: make test-server runs these in a throwaway cluster"))
struct ScaleOutTests: ServerSuite {
    @Test func threeServersOnOneDatabaseSellEachItemOnceWhileManyClientsRace() async throws {
        try await Marketplace.with(users: 16, items: 48, balance: { $0 % 4 == 0 ? 4_000 : 40_000 }) { market in
            var random = SeededRandom.forThisRun()
            let seed = random.seed
            let servers = try (0..<3).map { _ in try Started(market.serverArguments) }
            defer { for server in servers { server.stop() } }
            var ports: [Substring] = []
            for server in servers { ports.append(try await server.port()) }
            let http = HTTP()

            // Each client logs in on one server and then buys and browses on any of them, racing the others
            // for the same items.
            let plans = (0..<market.users.count).map { user in
                (0..<24).map { _ in
                    Step(
                        port: ports[Int.random(in: 0..<3, using: &random)],
                        item: Int64.random(in: 1...Int64(market.itemCount), using: &random),
                        browses: Int.random(in: 0..<10, using: &random) < 3)
                }
            }
            let results = try await withThrowingTaskGroup(of: [Outcome].self) { group in
                for (user, plan) in plans.enumerated() {
                    let email = market.users[user].email
                    let port = ports[user % 3]
                    group.addTask {
                        let token = try await http.logIn(port: port, email: email, password: Marketplace.password)
                        var outcomes: [Outcome] = []
                        for step in plan {
                            if step.browses {
                                let page = Int(step.item % 5) + 1
                                let answer = try await http.send("GET", port: step.port, path: "/v1/items?page=\(page)", token: token)
                                outcomes.append(Outcome(user: user, item: nil, answer: answer))
                            } else {
                                let answer = try await http.send(
                                    "POST", port: step.port, path: "/v1/items/\(step.item)/purchase", token: token, key: UUID().uuidString)
                                outcomes.append(Outcome(user: user, item: step.item, answer: answer))
                            }
                        }
                        return outcomes
                    }
                }
                return try await group.reduce(into: []) { $0 += $1 }
            }

            let purchases = results.filter { $0.item != nil }
            let unexpected = results.filter {
                ![200, 201, 409, 422].contains($0.answer.status) || ($0.item == nil && $0.answer.status != 200)
            }
            #expect(unexpected.isEmpty, "seed \(seed): answers outside 200, 201, 409 (sold) and 422 (too dear): \(unexpected.prefix(5))")
            #expect(!results.contains { $0.answer.text.localizedCaseInsensitiveContains("serializ") }, "seed \(seed)")
            let sold = purchases.filter { $0.answer.status == 201 }.compactMap(\.item)
            #expect(Set(sold).count == sold.count, "seed \(seed): an item was sold twice: \(sold.sorted())")
            #expect(purchases.contains { $0.answer.status == 409 }, "seed \(seed): the clients raced for items already sold")
            let violations = try await market.violations()
            #expect(violations.isEmpty, "seed \(seed): \(violations)")
            #expect(try await market.soldCount() == sold.count, "seed \(seed): every sale a client was told of, and no other")
            print(
                "three servers: \(results.count) requests, \(purchases.count) purchases tried, \(sold.count) made, \(violations.count) violations (seed \(seed))"
            )
        }
    }

    @Test func aServerKilledMidPurchaseLosesNothingAndTheRetryElsewhereFinishesIt() async throws {
        let runs = 100
        try await Marketplace.with(users: 4, items: runs, balance: { _ in 1_000_000 }) { market in
            var random = SeededRandom.forThisRun()
            let seed = random.seed
            let survivor = try Started(market.serverArguments)
            defer { survivor.stop() }
            let survivorPort = try await survivor.port()
            let http = HTTP()
            var tokens: [String] = []
            for user in market.users {
                tokens.append(try await http.logIn(port: survivorPort, email: user.email, password: Marketplace.password))
            }

            var committedBeforeTheKill = 0
            var madeByTheRetry = 0
            for run in 0..<runs {
                let item = Int64(run + 1)
                let token = tokens[run % tokens.count]
                let key = UUID().uuidString
                let victim = try Started(market.serverArguments)
                defer { victim.stop() }
                let victimPort = try await victim.port()
                let first = Task {
                    try? await http.send("POST", port: victimPort, path: "/v1/items/\(item)/purchase", token: token, key: key)
                }
                // A random moment: before the request arrives, while it runs, or after it answered.
                for _ in 0..<Int.random(in: 0..<40_000, using: &random) { sched_yield() }
                kill(victim.process.processIdentifier, SIGKILL)
                victim.process.waitUntilExit()
                let firstAnswer = await first.value

                let retry = try await http.send("POST", port: survivorPort, path: "/v1/items/\(item)/purchase", token: token, key: key)
                #expect(
                    [200, 201].contains(retry.status), "seed \(seed), run \(run): the retry was answered \(retry.status) \(retry.text)")
                if retry.status == 200 { committedBeforeTheKill += 1 } else { madeByTheRetry += 1 }
                if let firstAnswer, firstAnswer.status == 201 {
                    #expect(retry.status == 200, "seed \(seed), run \(run): made, then made again")
                    #expect(retry.transactionID == firstAnswer.transactionID, "seed \(seed), run \(run): the retry returns the original")
                }
            }
            let violations = try await market.violations()
            #expect(violations.isEmpty, "seed \(seed): \(violations)")
            #expect(try await market.soldCount() == runs, "seed \(seed): each run's item sold once")
            print(
                "kill -9: \(runs) runs, \(runs) kills, \(committedBeforeTheKill) purchases made before the kill (the retry returned them), \(madeByTheRetry) made by the retry, \(violations.count) violations (seed \(seed))"
            )
        }
    }

    struct Step: Sendable {
        var port: Substring
        var item: Int64
        var browses: Bool
    }

    struct Outcome: Sendable, CustomStringConvertible {
        var user: Int
        var item: Int64?
        var answer: HTTP.Answer
        var description: String { "user \(user) item \(item.map(String.init) ?? "-"): \(answer.status) \(answer.text.prefix(120))" }
    }
}
