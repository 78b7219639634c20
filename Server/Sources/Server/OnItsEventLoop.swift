public import HummingbirdCore
public import Logging
public import NIOCore
internal import PostgresStorage

/// A connection's requests handled on the thread of its event loop: the connection's task prefers the loop
/// as its executor, so reading a request, writing its response and (with `PostgresStore(pools:)`) each
/// statement on the pool of that loop resume where their I/O completed, with no other thread woken.
public struct OnItsEventLoop<Base: ServerChildChannel>: ServerChildChannel {
    public typealias Value = Base.Value
    let base: Base

    public init(_ base: Base) { self.base = base }

    public func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger)
    }

    public func handle(value: Value, logger: Logger) async {
        await withTaskExecutorPreference(EventLoopExecutor(value.channel.eventLoop)) {
            await base.handle(value: value, logger: logger)
        }
    }
}
