import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// An HTTP server on a loopback port that answers each connection as the test says (a redirect, a body
/// that never ends, half an answer), each on a thread of its own, and keeps every request it read.
/// `stop()` closes it; a test calls it on every exit path (`defer`).
final class StubServer: @unchecked Sendable {
    /// What to do with one connection: `request` is its head (and body, when it has a `Content-Length`).
    typealias Respond = @Sendable (_ request: String, _ connection: Connection) -> Void

    let port: Int
    private let listener: Int32
    private let respond: Respond
    // `requests` and `served` are only touched with `lock` held.
    private let lock = NSLock()
    private var requests: [String] = []
    private var served = 0
    private var writtenToServed = 0
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    init(_ respond: @escaping Respond) throws {
        self.respond = respond
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 16) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw URLError(.cannotConnectToHost)
        }
        self.listener = listener
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// Every request read so far, in order.
    var received: [String] { lock.withLock { requests } }

    /// The bytes written to the connections answered and closed so far.
    var written: Int { lock.withLock { writtenToServed } }

    /// Returns once `count` connections have been answered and closed.
    func waitUntilServed(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let done = lock.withLock {
                if served >= count { return true }
                waiters.append((count, continuation))
                return false
            }
            if done { continuation.resume() }
        }
    }

    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func acceptLoop() {
        while true {
            let descriptor = accept(listener, nil, nil)
            guard descriptor >= 0 else { return }  // stopped
            Thread.detachNewThread { [self] in
                let connection = Connection(descriptor)
                let request = connection.readRequest()
                lock.withLock { requests.append(request) }
                respond(request, connection)
                connection.close()
                let ready = lock.withLock {
                    served += 1
                    writtenToServed += connection.written
                    let ready = waiters.filter { $0.count <= served }
                    waiters.removeAll { $0.count <= served }
                    return ready
                }
                for waiter in ready { waiter.continuation.resume() }
            }
        }
    }

    /// One accepted connection, read and written plainly; a write to a client that has gone fails quietly.
    final class Connection: @unchecked Sendable {
        let descriptor: Int32
        /// Bytes written so far.
        private(set) var written = 0

        init(_ descriptor: Int32) { self.descriptor = descriptor }

        /// The request's head, and its body when it says its length (and it is not a GET).
        func readRequest() -> String {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let text = String(decoding: bytes, as: UTF8.self)
                if let end = text.range(of: "\r\n\r\n") {
                    // A GET has no body, whatever its headers say (URLSession on Linux keeps a POST's
                    // Content-Length on the GET it makes of a 303).
                    let length = text.hasPrefix("GET ") ? 0 : text.firstMatch(of: /(?i)content-length: *(\d+)/).flatMap { Int($0.1) } ?? 0
                    if text.utf8.distance(from: end.upperBound, to: text.endIndex) >= length { return text }
                }
                let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { return String(decoding: bytes, as: UTF8.self) }
                bytes += buffer[0..<count]
            }
        }

        /// Writes `bytes`: false once the client has gone.
        @discardableResult
        func write(_ bytes: [UInt8]) -> Bool {
            var offset = 0
            while offset < bytes.count {
                let sent = bytes[offset...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                guard sent > 0 else { return false }
                offset += sent
                written += sent
            }
            return true
        }

        @discardableResult
        func write(_ text: String) -> Bool { write(Array(text.utf8)) }

        func close() { Glibc.close(descriptor) }
    }
}
