import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The real `bazaar-server` binary, as `make server` starts it: flags, a refused database, a request over
/// loopback, and SIGTERM. Every process a test starts is killed on every exit path.
@Suite(.timeLimit(.minutes(1))) struct ServerBinaryTests {
    /// The binary beside this test bundle (both are built into the same folder).
    static let url: URL = {
        for directory in [Bundle.main.executableURL?.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent()] {
            guard let directory else { continue }
            let binary = directory.appendingPathComponent("bazaar-server")
            if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        }
        return URL(fileURLWithPath: "bazaar-server")
    }()

    /// A started server, its output read as it comes.
    final class Started: @unchecked Sendable {
        let process = Process()
        let output: AsyncStream<Data>
        private let continuation: AsyncStream<Data>.Continuation
        let errors = Pipe()

        init(_ arguments: [String]) throws {
            (output, continuation) = AsyncStream.makeStream()
            let pipe = Pipe()
            let continuation = continuation
            pipe.fileHandleForReading.readabilityHandler = { handle in
                let data = handle.availableData
                if data.isEmpty {
                    handle.readabilityHandler = nil
                    continuation.finish()
                } else {
                    continuation.yield(data)
                }
            }
            process.executableURL = ServerBinaryTests.url
            process.arguments = arguments
            process.standardOutput = pipe
            process.standardError = errors
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }

        /// The port the server says it listens on (read from stdout, once it has said so).
        func port() async throws -> Substring {
            let line = try #require(await line(containing: "listening on http://127.0.0.1:"))
            return try #require(line.firstMatch(of: /127\.0\.0\.1:(\d+)/)?.1)
        }

        /// Reads stdout until a line holds `text`; that line.
        func line(containing text: String) async -> String? {
            var buffer = ""
            for await chunk in output {
                buffer += String(decoding: chunk, as: UTF8.self)
                if let line = buffer.split(separator: "\n").first(where: { $0.contains(text) }) { return String(line) }
            }
            return nil
        }

        func stop() {
            if process.isRunning { process.terminate() }
        }

        deinit {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
    }

    @Test func helpListsHostPortStorageAndSeeding() throws {
        let process = Process()
        let pipe = Pipe()
        process.executableURL = Self.url
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

    @Test func anUnreachableDatabaseIsRefusedInOneLine() throws {
        let process = Process()
        let errors = Pipe()
        process.executableURL = Self.url
        process.arguments = ["--port", "0", "--database-url", "postgres://bazaar:secret@127.0.0.1:1/bazaar"]
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(said.contains("cannot reach PostgreSQL at 127.0.0.1:1"), "\(said)")
        #expect(said.split(separator: "\n").count <= 2, "one line (and the usage hint): \(said)")
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
}
