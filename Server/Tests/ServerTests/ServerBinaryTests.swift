import Foundation
import PostgresNIO
import PostgresStorage
import ServerTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real `bazaar-server` binary, as `make server` starts it: flags, a refused database, a request over
/// loopback, and SIGTERM. Every process a test starts is killed on every exit path.
@Suite(.timeLimit(.minutes(1))) struct ServerBinaryTests: ServerSuite {
    @Test func helpListsHostPortStorageAndSeeding() throws {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = ServerProcess.server
        process.arguments = ["--help"]
        process.standardOutput = pipe
        try process.run()
        let help = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        for flag in ["--host", "--port", "--database", "--in-memory", "--database-url", "--seed-demo", "--log-level"] {
            #expect(help.contains(flag), "\(flag)")
        }
    }

    /// Runs the server with `arguments` until it exits: its exit status and what it said on stderr.
    static func run(_ arguments: [String]) throws -> (status: Int32, said: String) {
        let process = Process()
        let errors = Pipe()
        process.executableURL = ServerProcess.server
        process.arguments = arguments
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, said)
    }

    @Test func anUnreachableDatabaseIsRefusedInOneLine() throws {
        let (status, said) = try Self.run(["--port", "0", "--database-url", "postgres://bazaar:secret@127.0.0.1:1/bazaar"])
        #expect(status != 0)
        #expect(said.contains("cannot reach PostgreSQL at 127.0.0.1:1"), "\(said)")
        #expect(said.split(separator: "\n").count <= 2, "one line (and the usage hint): \(said)")
        #expect(!said.contains("secret"), "the password is never shown")
    }

    /// Where data is kept is chosen once: two flags naming different places are refused before anything is
    /// opened, and a flag naming one wins over `DATABASE_URL`, as the app's flags win over `BAZAAR_SERVER`.
    @Test(arguments: [
        ["--database", "/nonexistent/bazaar.sqlite", "--in-memory"],
        ["--in-memory", "--database-url", "postgres://bazaar@127.0.0.1:1/bazaar"],
        ["--database", "/nonexistent/bazaar.sqlite", "--database-url", "postgres://bazaar@127.0.0.1:1/bazaar"],
    ])
    func twoPlacesToKeepDataAreRefusedInOneLine(arguments: [String]) throws {
        let (status, said) = try Self.run(arguments)
        #expect(status != 0)
        #expect(said.contains("name different places to keep data: give one"), "\(said)")
    }

    @Test func aFlagNamingWhereDataIsKeptWinsOverDATABASE_URL() async throws {
        let server = try Started(
            ["--port", "0", "--in-memory"], environment: ["DATABASE_URL": "postgres://bazaar:secret@127.0.0.1:1/bazaar"])
        defer { server.stop() }
        let line = try #require(await server.line(containing: "listening on"), "it started on the flag's store")
        #expect(line.contains("data in memory (SQLite)"), "\(line)")
    }

    /// The server speaks to PostgreSQL without TLS, so a URL asking for it is refused rather than used in plain text.
    @Test func aDatabaseURLAskingForTLSIsRefusedNotUsedWithoutIt() throws {
        let (status, said) = try Self.run(["--database-url", "postgres://bazaar:secret@127.0.0.1:1/bazaar?sslmode=require"])
        #expect(status != 0)
        #expect(said.contains("the database URL takes no parameters (such as ?sslmode=)"), "\(said)")
        #expect(!said.contains("secret"), "the password is never shown")
    }

    /// Logs in as the demo user on the server at `port`; the response's status.
    static func logInStatus(port: Substring) async throws -> Int? {
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)/v1/sessions")))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"email":"demo@bazaar.dev","password":"bazaar-demo"}"#.utf8)
        return (try await URLSession.shared.data(for: request).1 as? HTTPURLResponse)?.statusCode
    }

    @Test(arguments: [false, true])
    func theDemoAccountIsThereOnlyWhenAskedFor(seedDemo: Bool) async throws {
        let server = try Started(["--port", "0", "--in-memory"] + (seedDemo ? ["--seed-demo"] : []))
        defer { server.stop() }
        let port = try await server.port()
        #expect(try await Self.logInStatus(port: port) == (seedDemo ? 201 : 401))
    }

    @Test func itServesOverLoopbackAndSIGTERMEndsItWithZero() async throws {
        let server = try Started(["--port", "0", "--in-memory"])
        defer { server.stop() }
        let port = try await server.port()
        let (data, response) = try await URLSession.shared.data(from: try #require(URL(string: "http://127.0.0.1:\(port)/health")))
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self).contains("up"))
        kill(server.process.processIdentifier, SIGTERM)
        server.process.waitUntilExit()
        #expect(server.process.terminationReason == .exit)
        #expect(server.process.terminationStatus == 0, "a graceful stop")
        let log = String(decoding: server.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(log.contains("GET /health 200"), "one line a request: \(log)")
    }

    /// On PostgreSQL, a new database is migrated and seeded on a connection of its own before the server
    /// listens, and the server starts and stops with nothing to warn of (it logged "Trying to lease connection
    /// from `PostgresClient`, but `PostgresClient.run()` hasn't been called yet": the migrations leased from a
    /// pool its services had not started).
    @Test(.enabled(if: Backend.postgresAdmin != nil, "needs the throwaway PostgreSQL of scripts/postgres.sh"))
    func onPostgreSQLItMigratesSeedsAndStartsWithNothingToWarnOf() async throws {
        try await TestDatabase.with(users: 0, features: Self.features) { database in
            let arguments = database.serverArguments.map { $0 == "warning" ? "info" : $0 } + ["--seed-demo"]
            let server = try Started(arguments)
            defer { server.stop() }
            let port = try await server.port()
            #expect(try await Self.logInStatus(port: port) == 201, "the demo account is there")
            kill(server.process.processIdentifier, SIGTERM)
            server.process.waitUntilExit()
            #expect(server.process.terminationStatus == 0)
            let log = String(decoding: server.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(!log.contains(" warning ") && !log.contains("hasn't been called"), "\(log)")
        }
    }

    /// A request the database cannot serve is a 503 that tells the client nothing more; the server's log
    /// says why, for whoever runs it (here: PostgreSQL went away).
    @Test(.enabled(if: Backend.postgresAdmin != nil, "needs the throwaway PostgreSQL of scripts/postgres.sh"))
    func whyTheDatabaseCouldNotServeIsAWarningInTheLog() async throws {
        try await TestDatabase.with(users: 1, features: Self.features) { database in
            let proxy = try await FaultProxy.start(to: database.url.host, database.url.port)
            do {
                let arguments = database.serverArguments.map {
                    $0.hasPrefix("postgres://") ? $0.replacingOccurrences(of: ":\(database.url.port)/", with: ":\(proxy.port)/") : $0
                }
                let server = try Started(arguments)
                defer { server.stop() }
                let port = try await server.port()
                proxy.goDown()
                let (_, response) = try await URLSession.shared.data(from: try #require(URL(string: "http://127.0.0.1:\(port)/ready")))
                #expect((response as? HTTPURLResponse)?.statusCode == 503)
                proxy.comeBack()
                kill(server.process.processIdentifier, SIGTERM)
                server.process.waitUntilExit()
                let log = String(decoding: server.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                let warnings = log.split(separator: "\n").filter { $0.contains(" warning ") && $0.contains("database: ") }
                // The cause, whichever came first: the pool's connection reset, or no connection within the wait.
                #expect(
                    warnings.contains { $0.contains("PostgreSQL: connectionError") || $0.contains("no connection came within the wait") },
                    "\(log)")
                #expect(!warnings.contains { $0.contains("SELECT") }, "never a statement")
            } catch {
                await proxy.stop()
                throw error
            }
            await proxy.stop()
        }
    }

    /// SIGTERM in the middle of a burst: the server stops taking connections, answers every request it
    /// took (each the client got, as many as it logged), and exits 0.
    @Test func sigtermDuringABurstAnswersEveryRequestItTookAndExitsZero() async throws {
        let server = try Started(["--port", "0", "--in-memory"])
        defer { server.stop() }
        let port = try await server.port()
        let http = HTTP()
        let burst = 300
        let (answered, signal) = AsyncStream<Void>.makeStream()
        let outcomes = try await withThrowingTaskGroup(of: Int?.self) { group in
            for _ in 0..<burst {
                group.addTask {
                    defer { signal.yield() }
                    return try? await http.send("GET", port: port, path: "/ready").status
                }
            }
            // The signal goes once a tenth of the burst is answered: the rest are in flight or queued.
            var count = 0
            for await _ in answered {
                count += 1
                if count == burst / 10 { break }
            }
            kill(server.process.processIdentifier, SIGTERM)
            return try await group.reduce(into: [Int?]()) { $0.append($1) }
        }
        signal.finish()
        server.process.waitUntilExit()
        #expect(server.process.terminationReason == .exit && server.process.terminationStatus == 0, "a graceful stop")
        let statuses = outcomes.compactMap { $0 }
        #expect(statuses.allSatisfy { $0 == 200 }, "every answer is whole and good: \(Set(statuses))")
        let log = String(decoding: server.errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let served = log.split(separator: "\n").filter { $0.contains("GET /ready 200") }.count
        #expect(statuses.count == served, "each request the server answered reached its client")
        #expect(statuses.count > burst / 10, "requests in flight at the signal were finished")
    }

    /// `GET /metrics` says, in Prometheus' text format, how many requests each route answered with each
    /// status and how long they took; `--no-metrics` turns it off.
    @Test func metricsCountRequestsByRouteAndStatusAndDurations() async throws {
        let server = try Started(["--port", "0", "--in-memory"])
        defer { server.stop() }
        let port = try await server.port()
        let http = HTTP()
        for _ in 0..<3 { #expect(try await http.send("GET", port: port, path: "/ready").status == 200) }
        #expect(try await http.send("DELETE", port: port, path: "/v1/sessions/current", token: "wrong").status == 401)

        // A request is counted once its answer is written, just after its client has it: asked again (a few
        // times at most) until the last one is counted.
        var metrics = try await Self.metrics(port: port)
        for _ in 0..<50 where metrics.value("hb_requests", [#"http_route="/v1/sessions/current""#]) == nil {
            metrics = try await Self.metrics(port: port)
        }
        #expect(
            metrics.value("hb_requests", [#"http_route="/ready""#, #"http_request_method="GET""#, #"http_response_status_code="200""#])
                == "3",
            "\(metrics.text)")
        #expect(metrics.value("hb_requests", [#"http_route="/v1/sessions/current""#, #"http_response_status_code="401""#]) == "1")
        #expect(metrics.value("http_server_request_duration_count", [#"http_route="/ready""#, #"http_response_status_code="200""#]) == "3")
    }

    @Test func noMetricsServesNone() async throws {
        let server = try Started(["--port", "0", "--in-memory", "--no-metrics"])
        defer { server.stop() }
        let port = try await server.port()
        #expect(try await HTTP().send("GET", port: port, path: "/metrics").status == 404)
    }

    /// Clients that trickle a request (slowloris) hold no thread: while 64 of them sit on half a request,
    /// everyone else is served. (That the server closes theirs once idle past `--idle-timeout` is not
    /// tested: the test would wait out a wall-clock timeout.)
    @Test func slowClientsDoNotHoldTheServer() async throws {
        let server = try Started(["--port", "0", "--in-memory"])
        defer { server.stop() }
        let port = try await server.port()
        let slow = try (0..<64).map { _ in try RawConnection(port: port) }
        for connection in slow { connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a") }
        for _ in 0..<5 {
            #expect(try await HTTP().send("GET", port: port, path: "/health").status == 200)
        }
        withExtendedLifetime(slow) {}  // open, half-sent, all along
    }

    @Test func aPoolSizeOutOfRangeIsRefusedInOneLine() throws {
        let (status, said) = try Self.run(["--database-connections", "0"])
        #expect(status != 0)
        #expect(said.contains("--database-connections must be 1 to 1000, not 0"), "\(said)")
    }

    /// `--database-connections` sizes the PostgreSQL pool, as `/metrics` says beside the pool's use.
    @Test(.enabled(if: Backend.postgresAdmin != nil, "needs PostgreSQL: make test-server runs it in a throwaway cluster"))
    func thePoolHasTheSizeItWasGiven() async throws {
        try await TestDatabase.with(users: 1, features: Self.features) { database in
            let server = try Started(database.serverArguments + ["--database-connections", "3"])
            defer { server.stop() }
            let port = try await server.port()
            let metrics = try await Self.metrics(port: port)
            let line = metrics.text.split(separator: "\n").first { $0.hasPrefix("bazaar_database_connections_max ") }
            #expect(line?.split(separator: " ").last.flatMap { Double($0) } == 3, "\(metrics.text)")
        }
    }

    /// A pool larger than the database lets one server open is refused at start, not met as 503s under load.
    @Test(.enabled(if: Backend.postgresAdmin != nil, "needs PostgreSQL: make test-server runs it in a throwaway cluster"))
    func aPoolTheDatabaseCannotHoldIsRefusedAtStart() async throws {
        try await TestDatabase.with(users: 1, features: Self.features) { database in
            let (status, said) = try Self.run(database.serverArguments + ["--database-connections", "1000"])
            #expect(status != 0)
            #expect(said.contains("--database-connections 1000 is more than PostgreSQL lets this server open"), "\(said)")
        }
    }

    /// A database PostgreSQL does not have (or one starting up, or full) is refused in one line that says what
    /// PostgreSQL said: it was postgres-nio's "Generic description to prevent accidental leakage of sensitive
    /// data", the same line for each.
    @Test(.enabled(if: Backend.postgresAdmin != nil, "needs PostgreSQL: make test-server runs it in a throwaway cluster"))
    func aDatabaseThatIsNotThereIsRefusedInOneLineThatSaysSo() async throws {
        try await TestDatabase.with(users: 1, features: Self.features) { database in
            let arguments = database.serverArguments.map { $0.hasPrefix("postgres://") ? $0 + "_not_there" : $0 }
            let (status, said) = try Self.run(arguments)
            #expect(status != 0)
            #expect(said.contains("does not exist (SQLSTATE 3D000); create the database, or name another in the URL"), "\(said)")
            #expect(said.split(separator: "\n").count <= 2, "one line (and the usage hint): \(said)")
        }
    }

    @Test func anIdleTimeoutOutOfRangeIsRefusedInOneLine() throws {
        let (status, said) = try Self.run(["--idle-timeout", "0"])
        #expect(status != 0)
        #expect(said.contains("--idle-timeout must be 1 to 3600 seconds, not 0"), "\(said)")
    }

    /// A trusted proxy is an IP address: a name would never match a peer, and the trust would silently do nothing.
    @Test func aTrustedProxyThatIsNoAddressIsRefusedInOneLine() throws {
        let (status, said) = try Self.run(["--in-memory", "--trusted-proxy", "localhost"])
        #expect(status == 64)
        #expect(said.contains("--trusted-proxy must be an IP address (such as 127.0.0.1 or ::1), not 'localhost'"), "\(said)")
    }
}
