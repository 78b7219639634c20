public import Foundation
public import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A `bazaar-server` a test starts on a loopback port (on SQLite, with the demo account), so that the app
/// can be run with `--server`. The server is built by the Server package: `make test-server` names its
/// binary in `BAZAAR_SERVER_BINARY` and runs the tests that need one (see `ServerModeTests`).
///
/// It is stopped with `stop()` or, on any other exit path, when the last reference goes (SIGKILL).
public final class ServerProcess {
    /// The server binary, when this run was given one.
    public static let binary: URL? = ProcessInfo.processInfo.environment["BAZAAR_SERVER_BINARY"].flatMap {
        $0.isEmpty ? nil : URL(fileURLWithPath: $0)
    }

    public static var isAvailable: Bool { binary != nil }

    public let process = Process()
    private let stdout = Pipe()
    private let stderr = Pipe()
    /// What the server logged, read as it comes so that a full pipe never stalls it.
    private let logged = Logged()

    public final class Logged: @unchecked Sendable {
        private let lock = NSLock()
        private var data = Data()
        func append(_ chunk: Data) { lock.withLock { data += chunk } }
        public var text: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
    }
    /// `http://127.0.0.1:PORT`, as the server said it listens.
    public private(set) var url = ""

    /// Where a server keeps its data.
    public enum Store: String, CustomTestStringConvertible, Sendable {
        case sqlite, postgres
        public var testDescription: String { rawValue }

        /// SQLite always; PostgreSQL too when the run has a cluster (make test-server starts one).
        public static var available: [Self] { PostgresDatabase.admin == nil ? [.sqlite] : [.sqlite, .postgres] }
    }

    /// The database of its own a server on PostgreSQL was given; dropped when the server stops.
    private var database: PostgresDatabase?

    /// Starts a server on `store` (in memory, for SQLite; a new database, for PostgreSQL) on a free port.
    public convenience init(on store: Store) throws {
        switch store {
        case .sqlite: try self.init()
        case .postgres:
            let database = try PostgresDatabase()
            do {
                try self.init(["--port", "0", "--database-url", database.url])
            } catch {
                database.drop()
                throw error
            }
            self.database = database
        }
    }

    /// Starts the server with `arguments` after `--host 127.0.0.1 --seed-demo` (`--port 0 --in-memory` unless
    /// `arguments` say where), and waits until it says where it listens.
    public init(_ arguments: [String] = ["--port", "0", "--in-memory"]) throws {
        let binary = try #require(Self.binary, "BAZAAR_SERVER_BINARY names no bazaar-server (make test-server sets it)")
        process.executableURL = binary
        process.arguments = ["--host", "127.0.0.1", "--seed-demo", "--log-level", "info"] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // A thread of its own, reading the log until it ends: a `readabilityHandler` (a dispatch source on the
        // pipe) crashes the process in libdispatch now and then as the pipe is torn down
        // (swift-corelibs-libdispatch#949).
        let (logged, reading) = (logged, stderr.fileHandleForReading)
        Thread.detachNewThread {
            while case let chunk = reading.availableData, !chunk.isEmpty { logged.append(chunk) }
        }
        var said = Data()
        while url.isEmpty {
            guard BazaarBinary.waitForInput(on: stdout.fileHandleForReading.fileDescriptor) == .ready else { break }
            let chunk = stdout.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            said += chunk
            if let match = String(decoding: said, as: UTF8.self).firstMatch(of: /listening on (http:\/\/127\.0\.0\.1:\d+)/) {
                url = String(match.1)
            }
        }
        guard !url.isEmpty else {
            stop()
            throw PseudoTerminal.Failure(description: "bazaar-server did not start: \(String(decoding: said, as: UTF8.self)) \(log)")
        }
    }

    /// The port, from `url`.
    public var port: String { String(url.split(separator: ":").last ?? "") }

    /// Stops the server (SIGTERM, as a supervisor would), waits for it, and drops its PostgreSQL database.
    public func stop() {
        if process.isRunning { process.terminate() }
        BazaarBinary.waitForExit(process)
        database?.drop()
        database = nil
    }

    /// Kills the server at once (SIGKILL), as a crash or `kill -9` would, and waits for it.
    public func kill() {
        if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
        BazaarBinary.waitForExit(process)
    }

    /// What the server logged so far.
    public var log: String { logged.text }

    deinit {
        if process.isRunning { Glibc.kill(process.processIdentifier, SIGKILL) }
        database?.drop()  // --force: the killed server's connections are closed first
    }
}

/// A new, empty database in the throwaway PostgreSQL cluster whose admin URL `BAZAAR_TEST_POSTGRES` gives
/// (scripts/postgres.sh), made and dropped with PostgreSQL's own `createdb` and `dropdb`.
public struct PostgresDatabase {
    public static let admin: URLComponents? = ProcessInfo.processInfo.environment["BAZAAR_TEST_POSTGRES"].flatMap {
        $0.isEmpty ? nil : URLComponents(string: $0)
    }

    public let name = "bazaar_e2e_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(12).lowercased()
    public let url: String

    public init() throws {
        let admin = try #require(Self.admin, "BAZAAR_TEST_POSTGRES is not set: run through scripts/postgres.sh")
        var url = admin
        url.path = "/" + name
        self.url = try #require(url.string)
        let status = Self.run("createdb", [name])
        guard status == 0 else { throw PseudoTerminal.Failure(description: "createdb \(name) exited with \(status)") }
    }

    public func drop() {
        _ = Self.run("dropdb", ["--force", "--if-exists", name])
    }

    /// Runs a PostgreSQL client program against the cluster; its exit status.
    private static func run(_ program: String, _ arguments: [String]) -> Int32 {
        guard let admin else { return -1 }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [program, "-h", admin.host ?? "127.0.0.1", "-p", String(admin.port ?? 5432), "-U", admin.user ?? "postgres"] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch { return -1 }
        BazaarBinary.waitForExit(process)
        return process.terminationStatus
    }
}
