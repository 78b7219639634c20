import Foundation
import Hummingbird
import InMemoryLogging
import Logging
import PostgresNIO
import PostgresStorage
import Server
import ServerTesting
import Storage
import Testing

/// `GET /ready` says whether the server can do its work: a database that answers but takes no writes is not
/// ready (it answered 200, and a balancer sent purchases to a server that could only refuse them), and the
/// log says so once, not at each of a balancer's polls.
@Suite(.timeLimit(.minutes(1)))
struct ReadyTests: ServerSuite {
    @Test func aSQLiteFileThatTakesNoWritesIsNotReady() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bazaar-ready-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("bazaar.sqlite").path
        try await Self.application(on: .sqlite(try AppDatabase.file(at: path, hasher: Backend.hasher, parts: Self.served.parts)))
            .test(.live) { client in
                try await client.execute(uri: "/ready", method: .get) { response throws in #expect(response.status == .ok) }
            }
        #expect(chmod(path, 0o400) == 0)
        let readOnly = try AppDatabase.file(at: path, hasher: Backend.hasher, parts: Self.served.parts)
        #expect(readOnly.isReadOnly)
        try await Self.application(on: .sqlite(readOnly)).test(.live) { client in
            try await client.execute(uri: "/ready", method: .get) { response throws in
                #expect(try Self.problem(response) == (503, "unavailable"))
            }
        }
    }

    @Test(.enabled(if: Backend.postgresAdmin != nil, "needs the throwaway PostgreSQL of scripts/postgres.sh"))
    func aPostgreSQLDatabaseThatTakesNoWritesIsNotReadyAndTheLogSaysWhy() async throws {
        let admin = try #require(Backend.postgresAdmin)
        try await Backend.withDatabase(admin) { url in
            try await Backend.withClient(url) { client in
                let store = PostgresStore(client: client, logger: Backend.logger)
                try await Backend.migrateAndSeed(store, Self.features)
                try await Self.application(on: .postgres(store)).test(.live) { client in
                    try await client.execute(uri: "/ready", method: .get) { response throws in #expect(response.status == .ok) }
                }
            }
            // As a standby is, or a database set so: every session opened from now on takes no writes.
            try await Backend.withClient(admin) { client in
                try await client.query("ALTER DATABASE \(unescaped: url.database) SET default_transaction_read_only = on")
            }
            let log = InMemoryLogHandler()
            try await Backend.withClient(url) { client in
                let store = PostgresStore(client: client, logger: Logger(label: "ready") { _ in log })
                try await Self.application(on: .postgres(store)).test(.live) { client in
                    // A balancer polls: each poll is refused, and the log says why once, not at every poll.
                    for _ in 1...3 {
                        try await client.execute(uri: "/ready", method: .get) { response throws in
                            #expect(try Self.problem(response) == (503, "unavailable"))
                        }
                    }
                }
            }
            #expect(log.warnings.filter { $0.contains("takes no writes") }.count == 1, "\(log.warnings)")
        }
    }
}
