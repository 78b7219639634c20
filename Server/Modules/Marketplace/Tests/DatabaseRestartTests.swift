import Foundation
import PostgresStorage
import ServerTesting
import Testing

/// PostgreSQL restarted under a running `bazaar-server` (the real binary, on its per-loop pools) while
/// clients buy and browse: the server is still there afterwards, it answers 503 while the database is
/// away and serves again once it is back, and the ledger is exact: every purchase it said was made is
/// there once, every one it said was not is not, and every one whose outcome it could not learn is found
/// by its key. The cluster is a second one of `scripts/postgres.sh`, restarted by its program, so that no
/// other test sees the restart.
@Suite(
    .serialized, .timeLimit(.minutes(3)),
    .enabled(if: RestartableCluster.here != nil, "needs the restartable PostgreSQL of scripts/postgres.sh"))
struct DatabaseRestartTests: ServerSuite {
    /// A purchase a client asked for, and what the server answered.
    struct Purchase: Sendable, CustomStringConvertible {
        var user: Int
        var item: Int64
        var key: String
        var answer: HTTP.Answer
        var description: String { "user \(user), item \(item): \(answer.status) \(answer.text.prefix(160))" }

        /// The problem's code, when the answer is one.
        var code: String? {
            (try? JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [String: Any])?["code"] as? String
        }
    }

    @Test func aServerLivesThroughAPostgreSQLRestartUnderLoadAndTheLedgerStaysExact() async throws {
        let users = 16
        let cluster = try #require(RestartableCluster.here)
        try await Marketplace.with(users: users, items: 6_000, balance: { _ in 100_000_000 }, admin: cluster.admin) { market in
            // Ten connections on each of the server's two loops (its default), busy: a restart closes every one.
            let server = try Started(market.serverArguments)
            defer { server.stop() }
            let port = try await server.port()
            let http = HTTP()
            var tokens: [String] = []
            for user in market.users { tokens.append(try await http.logIn(port: port, email: user.email, password: Marketplace.password)) }
            let progress = Progress(restartAfter: 3 * users)

            // Each client buys its own items (user u buys u+1, u+1+users, …: never another's) and browses
            // between purchases, until the restart is over and it has been served again since. The client
            // whose purchase is the restart's turn restarts the cluster: under load.
            let purchases = try await withThrowingTaskGroup(of: [Purchase].self) { group in
                for user in 0..<users {
                    let token = tokens[user]
                    group.addTask {
                        var asked: [Purchase] = []
                        var item = Int64(user + 1)
                        var servedSinceTheRestart = 0
                        while servedSinceTheRestart < 20, item <= Int64(market.itemCount) {
                            try Task.checkCancellation()  // the suite's time limit ends a server that never serves again
                            let restarted = progress.restarted
                            let key = UUID().uuidString
                            // No answer at all (status 0) is a failure the checks below name, as a server gone is.
                            let answer = await http.answer("POST", port: port, path: "/v1/items/\(item)/purchase", token: token, key: key)
                            asked.append(Purchase(user: user, item: item, key: key, answer: answer))
                            item += Int64(users)
                            let page = await http.answer("GET", port: port, path: "/v1/items?page=\(item % 7 + 1)", token: token)
                            guard answer.status == 201, page.status == 200 else { continue }
                            if restarted { servedSinceTheRestart += 1 }
                            if progress.servedIsTheRestartsTurn() {
                                try cluster.restart()
                                progress.restart()
                            }
                        }
                        return asked
                    }
                }
                return try await group.reduce(into: []) { $0 += $1 }
            }

            // What a server that died said first (a crash's report begins with its cause).
            let said = server.process.isRunning ? "" : String(decoding: server.errors.fileHandleForReading.availableData, as: UTF8.self)
            #expect(server.process.isRunning, "the server lived through the restart: \(said.split(separator: "\n").prefix(4))")
            let ready = try await http.send("GET", port: port, path: "/ready")
            #expect(ready.status == 200, "and is ready again: \(ready.text)")
            let unexpected = purchases.filter { ![201, 503].contains($0.answer.status) }
            #expect(unexpected.isEmpty, "answers other than 201 and 503 (the database away): \(unexpected.prefix(5))")
            // How many were asked while the database was away depends on timing (a pool may reconnect before
            // the next request comes): the restart itself is checked by `restart()`, and each client was served
            // 20 times after it.
            let refused = purchases.filter { $0.answer.status == 503 }

            // A purchase whose outcome the server could not learn is asked again with its key: made, or made now.
            var made = Set(purchases.filter { $0.answer.status == 201 }.map(\.key))
            for purchase in refused where purchase.code == "outcome-unknown" {
                let retry = try await http.send(
                    "POST", port: port, path: "/v1/items/\(purchase.item)/purchase", token: tokens[purchase.user], key: purchase.key)
                #expect([200, 201].contains(retry.status), "\(purchase): its retry was \(retry.status) \(retry.text)")
                if [200, 201].contains(retry.status) { made.insert(purchase.key) }
            }
            let kept = try await market.idempotencyKeys()
            #expect(kept == made, "kept but never said: \(kept.subtracting(made)); said but not kept: \(made.subtracting(kept))")
            let violations = try await market.violations()
            #expect(violations.isEmpty, "\(violations)")
            print(
                "restart: \(purchases.count) purchases asked, \(refused.count) answered 503 (\(refused.filter { $0.code == "outcome-unknown" }.count) outcome-unknown), \(made.count) made"
            )
        }
    }

    /// How far the clients are: how many purchases were served, and whether the restart is over.
    final class Progress: @unchecked Sendable {
        private let restartAfter: Int
        // Read and written with `lock` held.
        private let lock = NSLock()
        private var count = 0
        private var isRestarted = false

        init(restartAfter: Int) { self.restartAfter = restartAfter }

        var restarted: Bool { lock.withLock { isRestarted } }

        func restart() { lock.withLock { isRestarted = true } }

        /// Counts a purchase served: true for the one after which the cluster is restarted.
        func servedIsTheRestartsTurn() -> Bool {
            lock.withLock {
                count += 1
                return count == restartAfter
            }
        }
    }
}

/// The second throwaway cluster of `scripts/postgres.sh`, which a test may restart.
struct RestartableCluster: Sendable {
    /// Its admin URL.
    let admin: PostgresURL
    /// The program that restarts it.
    let program: String

    static let here: Self? = {
        let environment = ProcessInfo.processInfo.environment
        guard let admin = environment["BAZAAR_TEST_POSTGRES_RESTARTABLE"].flatMap(PostgresURL.init),
            let program = environment["BAZAAR_TEST_POSTGRES_RESTART"]
        else { return nil }
        return Self(admin: admin, program: program)
    }()

    /// Restarts it as `pg_ctl restart -m fast` does (every connection closed, new ones refused until it is
    /// up), returning once it takes connections again. Spawned and waited for by hand: Foundation's `Process`
    /// on Linux waits for every descriptor it gave the child to close, and the new postmaster keeps them. It
    /// gets none of this process's descriptors but its standard ones: a postmaster holding a copy of another
    /// test's connection to PostgreSQL keeps that connection open after the test closed it.
    func restart() throws {
        var pid: pid_t = 0
        let arguments = [strdup(program)] + [nil]
        defer { arguments.forEach { free($0) } }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap(Int32.init) where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        #expect(posix_spawn(&pid, program, &actions, nil, arguments, environ) == 0, "the restart started")
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        #expect(status == 0, "the cluster restarted (wait status \(status))")
    }
}
