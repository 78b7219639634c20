public import HummingbirdCore
public import Logging
public import NIOCore
internal import NIOHTTP1
internal import PostgresStorage

/// Each connection either server accepts, over the HTTP/1 channel `Base`:
///
/// - its requests run on the thread of its event loop: the connection's task prefers the loop as its executor,
///   so reading a request, writing its response and (with `PostgresStore(pools:)`) each statement on the pool
///   of that loop resume where their I/O completed, with no other thread woken;
/// - it is closed once it has answered a request that asked for that (`ClosesWhenAsked`).
public struct ServedConnection<Base: ServerChildChannel>: ServerChildChannel {
    public typealias Value = Base.Value
    let base: Base

    public init(_ base: Base) { self.base = base }

    public func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            // Right after HTTP/1's parser, where a request's version is still known.
            let parser = try channel.pipeline.syncOperations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try channel.pipeline.syncOperations.addHandler(ClosesWhenAsked(), position: .after(parser))
            return value
        }
    }

    public func handle(value: Value, logger: Logger) async {
        await withTaskExecutorPreference(EventLoopExecutor(value.channel.eventLoop)) {
            await base.handle(value: value, logger: logger)
        }
    }
}
