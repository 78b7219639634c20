import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Plain HTTP/1.1 to a server on loopback (URLSession), with the answer's status and body.
public struct HTTP: Sendable {
    public struct Answer: Sendable {
        public var status: Int
        public var text: String
        private var object: [String: Any]? { try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] }
        /// The `id` of the transaction a purchase's answer holds.
        public var transactionID: Int64? { (object?["id"] as? NSNumber)?.int64Value }
        /// The ids of the transactions a list holds.
        public var transactionIDs: [Int64]? {
            (object?["transactions"] as? [[String: Any]])?.compactMap { ($0["id"] as? NSNumber)?.int64Value }
        }
        /// The amount a `Money` answer holds.
        public var minorUnits: Int64? { (object?["minorUnits"] as? NSNumber)?.int64Value }
    }

    public init() {}

    private let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = 64
        return URLSession(configuration: configuration)
    }()

    public func send(
        _ method: String, port: Substring, path: String, token: String? = nil, key: String? = nil, json: String? = nil
    ) async throws -> Answer {
        var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1:\(port)\(path)")))
        request.httpMethod = method
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let key { request.setValue(key, forHTTPHeaderField: "Idempotency-Key") }
        if let json {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(json.utf8)
        }
        let (data, response) = try await session.data(for: request)
        return Answer(status: (response as? HTTPURLResponse)?.statusCode ?? 0, text: String(decoding: data, as: UTF8.self))
    }

    /// `send`'s answer, or status 0 and the error's words when none came (the connection refused or cut).
    public func answer(
        _ method: String, port: Substring, path: String, token: String? = nil, key: String? = nil, json: String? = nil
    ) async -> Answer {
        do {
            return try await send(method, port: port, path: path, token: token, key: key, json: json)
        } catch {
            return Answer(status: 0, text: "no answer: \(error)")
        }
    }

    /// A new session's token for `email`.
    public func logIn(port: Substring, email: String, password: String) async throws -> String {
        let answer = try await send("POST", port: port, path: "/v1/sessions", json: #"{"email":"\#(email)","password":"\#(password)"}"#)
        #expect(answer.status == 201, "\(answer.text)")
        let object = try JSONSerialization.jsonObject(with: Data(answer.text.utf8)) as? [String: Any]
        return try #require(object?["token"] as? String)
    }
}

/// SplitMix64: random choices a failing run names (its seed) and `BAZAAR_TEST_SEED=SEED` repeats.
public struct SeededRandom: RandomNumberGenerator {
    public let seed: UInt64
    private var state: UInt64

    public static func forThisRun() -> Self {
        Self(seed: ProcessInfo.processInfo.environment["BAZAAR_TEST_SEED"].flatMap { UInt64($0) } ?? .random(in: 0...UInt64.max))
    }

    public init(seed: UInt64) {
        self.seed = seed
        self.state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A TCP connection to a port on loopback, written and read as a test says: no HTTP library in between,
/// so a request can be left half sent, or framed wrong. Closed when the last reference goes.
public final class RawConnection: @unchecked Sendable {
    private let descriptor: Int32

    /// A connection to `port` from `source`, a loopback address (127.0.0.2 is another client to the server).
    public init(port: Substring, from source: String = "127.0.0.1") throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Refused(port: port) }
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr(source)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(try #require(UInt16(port))).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, connected == 0 else {
            close(descriptor)
            throw Refused(port: port)
        }
    }

    public struct Refused: Error {
        var port: Substring
    }

    /// Sends `text`; a server that has closed the connection makes it a no-op (`MSG_NOSIGNAL`: no SIGPIPE,
    /// which would end the whole test process).
    public func send(_ text: String) {
        send(Array(text.utf8))
    }

    public func send(_ bytes: [UInt8]) {
        var bytes = bytes
        _ = bytes.withUnsafeMutableBytes { sendWithoutSignal(descriptor, $0.baseAddress, $0.count) }
    }

    /// Says that nothing more will be sent (the server reads the end of the request's bytes).
    public func finishSending() {
        shutdown(descriptor, Int32(SHUT_WR))
    }

    /// Everything the server sends until it closes the connection, read on a thread of its own (a blocking
    /// read would hold one of the few threads Swift's concurrency runs on). The server's idle timeout ends
    /// a connection it does not close by itself.
    public func readToEnd() async -> String {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [self] in
                var received: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 4096)
                while true {
                    let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                    if count > 0 {
                        received += buffer[0..<count]
                    } else if count < 0 && errno == EINTR {
                        continue
                    } else {
                        break  // the end, or a reset: what came before it is the answer
                    }
                }
                continuation.resume(returning: String(decoding: received, as: UTF8.self))
            }
        }
    }

    deinit { close(descriptor) }
}

/// `send(2)` that never raises SIGPIPE on a connection the peer has closed (it fails with EPIPE instead).
private func sendWithoutSignal(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
        send(descriptor, bytes, count, Int32(MSG_NOSIGNAL))
    #else
        send(descriptor, bytes, count, 0)  // no MSG_NOSIGNAL on Darwin (its SO_NOSIGPIPE is a socket option)
    #endif
}
