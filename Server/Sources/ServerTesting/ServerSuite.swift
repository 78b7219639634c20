public import Foundation
public import HTTPTypes
public import Hummingbird
public import Models
public import NIOCore
public import Server
import Storage
public import Testing
import UseCases

/// The demo account's user.
public let DemoUser = DemoData.user

/// A suite of the server's tests, with the feature trees it serves (a test target says which for all its suites:
/// `extension ServerSuite { static var features … }`), and the helpers every suite uses: the application in
/// process, requests and their problems, the live use cases, the real binary.
public protocol ServerSuite {
    /// The feature trees the suite's server serves.
    static var features: [ServerFeature] { get }
}

extension ServerSuite {
    /// The demo account's id.
    public static var demo: User.ID { DemoUser.id }

    /// The feature trees the suite's server serves, after Login's (`signingIn`).
    public static var served: [ServerFeature] { features.signingIn }

    /// The live use cases on `store`, on a clock stopped at a fixed day.
    public static func useCases(_ store: ServerStore) -> ServerUseCases {
        .live(store: store, features: served, hasher: Backend.hasher, now: { Date(timeIntervalSince1970: 1_795_000_000) })
    }

    /// The application in process on an in-memory SQLite store.
    public static func application() throws -> some ApplicationProtocol {
        try application(on: .sqlite(try AppDatabase.inMemory(hasher: Backend.hasher, parts: served.parts)))
    }

    /// The application on `store` (a test on every store: `Backend.withStore`), on the clock `now`.
    public static func application(
        on store: ServerStore, now: @escaping @Sendable () -> Date = Date.init, trustedProxies: Set<String> = []
    ) throws -> some ApplicationProtocol {
        Application(
            router: try ServerApplication.router(
                useCases: .live(store: store, features: served, hasher: Backend.hasher, now: now), trustedProxies: trustedProxies),
            server: ServerApplication.httpServer(idleTimeout: nil))
    }

    /// The application with its clock stopped: the login throttle's buckets do not refill during a test,
    /// however long the machine takes to check its passwords (21 checks once took longer than the 3 s an
    /// address's bucket takes to refill by one, and a throttle test failed).
    public static func applicationWithItsClockStopped(
        on store: ServerStore? = nil, trustedProxies: Set<String> = []
    ) throws -> some ApplicationProtocol {
        let stopped = Date()
        return try application(
            on: store ?? .sqlite(try AppDatabase.inMemory(hasher: Backend.hasher, parts: served.parts)), now: { stopped },
            trustedProxies: trustedProxies)
    }

    public static func json(_ text: String) -> ByteBuffer { ByteBuffer(string: text) }

    /// A JSON body with these fields, as a test writes them inline (a value of each field's kind).
    public static func json(_ fields: [String: any Sendable]) throws -> ByteBuffer { json(try jsonText(fields)) }

    /// The same body as text (what `HTTP.send` sends).
    public static func jsonText(_ fields: [String: any Sendable]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: fields), as: UTF8.self)
    }

    public static func object(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(String(buffer: response.body).utf8)) as? [String: Any])
    }

    /// Logs in as the demo user; the token.
    public static func logIn(_ client: TestClient) async throws -> String {
        try await client.execute(
            uri: "/v1/sessions", method: .post, headers: [.contentType: "application/json"],
            body: json(#"{"email":"demo@bazaar.dev","password":"bazaar-demo"}"#)
        ) { response throws in
            #expect(response.status == .created)
            return try #require(try object(response)["token"] as? String)
        }
    }

    public static func bearer(_ token: String, _ more: HTTPFields = [:]) -> HTTPFields {
        var fields = more
        fields[.authorization] = "Bearer \(token)"
        return fields
    }

    /// The problem `response` holds: its status and code, checked against its content type.
    public static func problem(_ response: TestResponse) throws -> (Int, String) {
        #expect(response.headers[.contentType] == "application/problem+json")
        let body = try object(response)
        return (try #require(body["status"] as? Int), try #require(body["code"] as? String))
    }

    /// A TRACE of each path is a 405 problem whose Allow header names the methods it does take (a
    /// feature's tests call it with their own paths).
    public static func expectMethodNotAllowed(
        _ paths: [(path: String, allowed: String)], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await Self.application().test(.live) { client in
            for (path, allowed) in paths {
                try await client.execute(uri: path, method: .init("TRACE")!) { response throws in
                    #expect(try Self.problem(response) == (405, "bad-request"), "\(path)", sourceLocation: sourceLocation)
                    #expect(response.headers[.allow] == allowed, "\(path)", sourceLocation: sourceLocation)
                }
            }
        }
    }

    /// Asks `/ready` until it answers 200 (each ask waits at most half the store's connection wait): the
    /// pool reconnects on its own once the database is back.
    public static func waitUntilReady(_ client: TestClient) async throws {
        for _ in 0..<200 {
            try Task.checkCancellation()  // the suite's time limit ends it
            let status = try await client.execute(uri: "/ready", method: .get) { $0.status }
            if status == .ok { return }
        }
        Issue.record("the server did not become ready again")
    }

    /// The results of `work` run eight times at once (given 0 to 7), as eight clients racing would.
    public static func eightAtOnce<T: Sendable>(_ work: @escaping @Sendable (Int) async throws -> T) async throws -> [T] {
        try await withThrowingTaskGroup(of: T.self) { group in
            for index in 0..<8 { group.addTask { try await work(index) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    /// A `bazaar-server` started with its arguments.
    public typealias Started = ServerProcess

    /// What `GET /metrics` answers on the server at `port`.
    public static func metrics(port: Substring) async throws -> Metrics {
        let answer = try await HTTP().send("GET", port: port, path: "/metrics")
        #expect(answer.status == 200)
        return Metrics(text: answer.text)
    }
}

/// A started `bazaar-server` (the binary beside this test bundle: both are built into the same folder), its
/// output read as it comes; killed when it is released, if `stop` was not called.
public final class ServerProcess: @unchecked Sendable {
    public let process = Process()
    public let output: AsyncStream<Data>
    public let errors = Pipe()

    /// The program `name` of the server's package, beside this test bundle.
    public static func program(_ name: String) -> URL {
        for directory in [Bundle.main.executableURL?.deletingLastPathComponent(), Bundle.main.bundleURL.deletingLastPathComponent()] {
            guard let directory else { continue }
            let binary = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        }
        return URL(fileURLWithPath: name)
    }

    /// The server's binary.
    public static let server = program("bazaar-server")

    /// Starts `program` with `arguments`, and `environment` over this process's own.
    public init(_ arguments: [String], program: URL = ServerProcess.server, environment: [String: String] = [:]) throws {
        let (output, continuation) = AsyncStream<Data>.makeStream()
        self.output = output
        let pipe = Pipe()
        process.executableURL = program
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.standardOutput = pipe
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let reading = pipe.fileHandleForReading
        // A thread of its own, reading until the server's output ends: a `readabilityHandler` (a dispatch
        // source on the pipe) crashed the whole suite in libdispatch now and then, as the pipe was torn down
        // (swift-corelibs-libdispatch#949).
        Thread.detachNewThread {
            while case let data = reading.availableData, !data.isEmpty { continuation.yield(data) }
            continuation.finish()
        }
    }

    /// The port the server says it listens on (read from stdout, once it has said so).
    public func port() async throws -> Substring {
        let line = try #require(await line(containing: "listening on http://127.0.0.1:"))
        return try #require(line.firstMatch(of: /127\.0\.0\.1:(\d+)/)?.1)
    }

    /// Reads stdout until a line holds `text`; that line.
    public func line(containing text: String) async -> String? {
        var buffer = ""
        for await chunk in output {
            buffer += String(decoding: chunk, as: UTF8.self)
            if let line = buffer.split(separator: "\n").first(where: { $0.contains(text) }) { return String(line) }
        }
        return nil
    }

    public func stop() {
        if process.isRunning { process.terminate() }
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}

/// Prometheus' text format, read one sample at a time.
public struct Metrics {
    public let text: String

    /// The value of the first sample of `name` whose labels hold each of `labels`.
    public func value(_ name: String, _ labels: [String]) -> String? {
        text.split(separator: "\n").first { $0.hasPrefix(name + "{") && labels.allSatisfy($0.contains) }?.split(separator: " ").last
            .map(String.init)
    }
}
