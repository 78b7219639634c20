import Foundation
import NIOCore
import NIOPosix

/// A TCP proxy on loopback in front of PostgreSQL, whose faults a test switches on: the database gone
/// (every connection closed, new ones refused) and back, the database frozen (as by SIGSTOP: connections
/// stay open and are accepted, and nothing is answered until it thaws), or the answer to the next COMMIT
/// lost (the COMMIT reaches the database, then the connection is cut before its answer comes back).
public final class FaultProxy: @unchecked Sendable {
    /// The port the proxy listens on, on 127.0.0.1.
    public private(set) var port = 0
    private let target: (host: String, port: Int)
    private let group: any EventLoopGroup = MultiThreadedEventLoopGroup.singleton
    private var listener: (any Channel)?
    // Everything below is read and written with `lock` held.
    private let lock = NSLock()
    private var open: [ObjectIdentifier: any Channel] = [:]
    private var isDown = false
    private var cutNextCommit = false
    private var downAfterCut = false
    private var isFrozen = false
    /// What arrived while frozen, in order, for the side it goes to.
    private var held: [(peer: any Channel, bytes: ByteBuffer)] = []

    /// The connections it holds open, both sides of each counted.
    public var openConnections: Int { lock.withLock { open.count } }

    private init(target: (host: String, port: Int)) {
        self.target = target
    }

    /// A proxy to `host`:`port`, listening on any free port; `stop()` ends it.
    public static func start(to host: String, _ port: Int) async throws -> FaultProxy {
        let proxy = FaultProxy(target: (host, port))
        let listener = try await ServerBootstrap(group: proxy.group)
            .serverChannelOption(ChannelOptions.socketOption(.so_reuseaddr), value: 1)
            .childChannelOption(ChannelOptions.autoRead, value: false)
            .childChannelInitializer { client in proxy.accept(client) }
            .bind(host: "127.0.0.1", port: 0).get()
        proxy.listener = listener
        proxy.port = listener.localAddress?.port ?? 0
        return proxy
    }

    /// Closes every connection and refuses new ones (closed as soon as they are accepted, or joined), as a
    /// database that stopped would; but the database's side of a cut COMMIT stays until the database has
    /// answered it, so that the COMMIT is carried out before its connection goes.
    public func goDown() {
        let channels = lock.withLock {
            isDown = true
            return open.filter { !draining.contains($0.key) }.map(\.value)
        }
        for channel in channels { channel.close(promise: nil) }
    }

    /// The database's sides of cut connections, closed once the database has answered the COMMIT.
    private var draining: Set<ObjectIdentifier> = []

    fileprivate func drain(_ channel: any Channel) {
        _ = lock.withLock { draining.insert(ObjectIdentifier(channel)) }
    }

    /// Takes connections again, as a database that came back would.
    public func comeBack() {
        lock.withLock { isDown = false }
    }

    /// Stops every byte where it is, both ways, as a database stopped with SIGSTOP does: nothing is
    /// refused or closed, and nothing is answered.
    public func freeze() {
        lock.withLock { isFrozen = true }
    }

    /// Lets through, in order, what was held, and whatever comes after.
    public func thaw() {
        let waiting = lock.withLock {
            isFrozen = false
            defer { held = [] }
            return held
        }
        for (peer, bytes) in waiting { peer.writeAndFlush(bytes, promise: nil) }
    }

    /// Holds `bytes` for `peer` while frozen: whether they were held.
    fileprivate func hold(_ bytes: ByteBuffer, for peer: any Channel) -> Bool {
        lock.withLock {
            guard isFrozen else { return false }
            held.append((peer, bytes))
            return true
        }
    }

    /// Lets the next COMMIT through and then cuts its connection before the answer comes back; with
    /// `thenDown`, goes down at that moment too, so that nothing can ask the database what became of it.
    public func loseTheNextCommitAnswer(thenDown: Bool = false) {
        lock.withLock {
            cutNextCommit = true
            downAfterCut = thenDown
        }
    }

    public func stop() async {
        goDown()
        try? await listener?.close()
    }

    // MARK: Connections

    private func accept(_ client: any Channel) -> EventLoopFuture<Void> {
        guard !lock.withLock({ isDown }) else { return client.close() }
        let proxy = self
        let link = Link()
        return ClientBootstrap(group: client.eventLoop)
            .channelOption(ChannelOptions.autoRead, value: true)
            .channelInitializer { server in
                server.eventLoop.makeCompletedFuture {
                    try server.pipeline.syncOperations.addHandler(Relay(proxy: proxy, peer: client, fromClient: false, link: link))
                }
            }
            .connect(host: target.host, port: target.port)
            .flatMap { server in
                // Down while the database's side connected (goDown could not see it yet): closed, as the rest.
                guard proxy.track(client, server) else {
                    server.close(promise: nil)
                    return client.close()
                }
                return client.eventLoop.makeCompletedFuture {
                    try client.pipeline.syncOperations.addHandler(Relay(proxy: proxy, peer: server, fromClient: true, link: link))
                }.flatMap {
                    client.setOption(ChannelOptions.autoRead, value: true)
                }
            }
            .flatMapError { _ in client.close() }
    }

    /// Holds the two sides of a connection open, unless the proxy went down while they were joined: whether
    /// it does.
    private func track(_ client: any Channel, _ server: any Channel) -> Bool {
        let tracked = lock.withLock {
            guard !isDown else { return false }
            for channel in [client, server] { open[ObjectIdentifier(channel)] = channel }
            return true
        }
        guard tracked else { return false }
        for channel in [client, server] {
            channel.closeFuture.whenComplete { [self] _ in
                lock.withLock {
                    open.removeValue(forKey: ObjectIdentifier(channel))
                    draining.remove(ObjectIdentifier(channel))
                }
            }
        }
        return true
    }

    /// Whether `bytes`, from a client, carry the COMMIT to cut after (disarmed then), and whether the
    /// proxy goes down once it is cut.
    fileprivate func cut(after bytes: ByteBuffer) -> (cut: Bool, thenDown: Bool) {
        lock.withLock {
            guard cutNextCommit, bytes.readableBytesView.firstRange(of: Array("COMMIT".utf8)) != nil else { return (false, false) }
            cutNextCommit = false
            if downAfterCut { isDown = true }  // from this moment: no new connection can ask the database
            return (true, downAfterCut)
        }
    }

    /// What the two sides of one proxied connection share, on their one event loop.
    private final class Link: @unchecked Sendable {
        /// The client's side was cut: nothing more from the database reaches it.
        var isCut = false
    }

    /// Copies one side's bytes to the other; closing one side closes both.
    private final class Relay: ChannelInboundHandler {
        typealias InboundIn = ByteBuffer
        let proxy: FaultProxy
        let peer: any Channel
        let fromClient: Bool
        let link: Link

        init(proxy: FaultProxy, peer: any Channel, fromClient: Bool, link: Link) {
            self.proxy = proxy
            self.peer = peer
            self.fromClient = fromClient
            self.link = link
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            guard !link.isCut else {
                // The database's answer to the cut COMMIT: it has been carried out; now this side goes too.
                if !fromClient { context.close(promise: nil) }
                return
            }
            let bytes = unwrapInboundIn(data)
            if proxy.hold(bytes, for: peer) { return }
            let (cut, thenDown) = fromClient ? proxy.cut(after: bytes) : (false, false)
            if cut {
                // The COMMIT goes to the database and the client's side is closed: the client hears nothing
                // more. The database's side stays until its answer comes (closing it sooner could reset the
                // connection before the database has read the COMMIT).
                link.isCut = true
                proxy.drain(peer)
                peer.writeAndFlush(bytes, promise: nil)
                context.close(promise: nil)
                if thenDown { proxy.goDown() }
                return
            }
            peer.writeAndFlush(bytes, promise: nil)
        }

        func channelInactive(context: ChannelHandlerContext) {
            if !link.isCut { peer.close(promise: nil) }
            context.fireChannelInactive()
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            context.close(promise: nil)
        }
    }
}
