internal import Foundation
public import HummingbirdCore
internal import NIOCore
internal import NIOHTTPTypes

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// How many connections the server holds: at most `total` in all, kept below the process's limit on open
/// files so that accepting one never fails for want of a descriptor (the server stops accepting at the
/// bound, and the kernel queues the rest), and at most `perClient` from one address, so that one client
/// holding half-sent requests cannot take them all. A connection past `perClient` is closed as soon as it
/// is accepted, before any of it is read.
public final class ConnectionLimits: Sendable {
    public let total: Int
    public let perClient: Int
    private let counts = Counts()

    public init(total: Int, perClient: Int) {
        self.total = max(1, total)
        self.perClient = max(1, perClient)
    }

    /// Descriptors kept for everything but client connections: the listening socket, the event loops, the
    /// database's pool and files, the log.
    public static let reserved = 64

    /// The limits for this process: `total` from its soft limit on open files (less `reserved`), at most
    /// `maximum`.
    public static func forThisProcess(perClient: Int, maximum: Int = 10_000) -> ConnectionLimits {
        ConnectionLimits(total: min(maximum, totalFor(openFileLimit: openFileLimit())), perClient: perClient)
    }

    /// The connections a process whose soft limit on open files is `limit` can hold.
    public static func totalFor(openFileLimit limit: Int) -> Int { max(1, limit - reserved) }

    public static func openFileLimit() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return 1024 }
        return Int(clamping: min(limit.rlim_cur, 1 << 20))  // RLIM_INFINITY is the largest value: no limit to speak of
    }

    /// Counts a connection from `address`: false when that address holds `perClient` already.
    func admit(_ address: String) -> Bool {
        counts.withLock { counts in
            guard counts[address, default: 0] < perClient else { return false }
            counts[address, default: 0] += 1
            return true
        }
    }

    func leave(_ address: String) {
        counts.withLock { counts in
            let left = counts[address, default: 1] - 1
            counts[address] = left > 0 ? left : nil
        }
    }

    /// Open connections from `address` now.
    public func count(from address: String) -> Int { counts.withLock { $0[address, default: 0] } }

    /// A handler for each new connection, which holds it to `perClient`.
    func handler() -> any RemovableChannelHandler { PerClient(limits: self) }

    /// The bound on all connections, as Hummingbird's server applies it (it stops accepting).
    public var acceptance: MaximumAvailableConnections { MaximumAvailableConnections(total) }

    private final class Counts: @unchecked Sendable {
        // `value` is only read or written with `lock` held.
        private let lock = NSLock()
        private var value: [String: Int] = [:]

        func withLock<T>(_ body: (inout [String: Int]) -> T) -> T { lock.withLock { body(&value) } }
    }

    /// Closes a connection from an address that holds `perClient` already; counts the others while open.
    private final class PerClient: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPRequestPart
        let limits: ConnectionLimits
        private var admitted: String?

        init(limits: ConnectionLimits) { self.limits = limits }

        func channelActive(context: ChannelHandlerContext) {
            let address = context.channel.remoteAddress?.clientAddress ?? ""
            guard limits.admit(address) else {
                context.close(promise: nil)
                return
            }
            admitted = address
            context.fireChannelActive()
        }

        func channelInactive(context: ChannelHandlerContext) {
            if let admitted { limits.leave(admitted) }
            admitted = nil
            context.fireChannelInactive()
        }
    }
}
