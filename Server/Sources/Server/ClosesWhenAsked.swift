internal import NIOCore
internal import NIOHTTP1

/// Closes a connection once it has answered a request that asked for that: HTTP/1.0 without `keep-alive`,
/// or `Connection: close` in any case (RFC 9112, 9.3 and 9.6). Hummingbird closes only on the exact value
/// `close`, and its request types lose the version, so an HTTP/1.0 client, or one that sent `Close`, had its
/// connection held open until the idle timeout. The answer's head says `Connection: close` too.
final class ClosesWhenAsked: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// Whether each request not yet answered in full keeps its connection, in the order they came.
    private var keepsAlive: [Bool] = []

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let head) = unwrapInboundIn(data) { keepsAlive.append(head.isKeepAlive) }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head) where head.status.code >= 200 && keepsAlive.first == false:
            head.headers.replaceOrAdd(name: "connection", value: "close")
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end where keepsAlive.first != nil:
            guard !keepsAlive.removeFirst() else { return context.write(data, promise: promise) }
            let written = promise ?? context.eventLoop.makePromise()
            context.write(data, promise: written)
            let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
            written.futureResult.whenComplete { _ in bound.value.close(promise: nil) }
        default:
            context.write(data, promise: promise)
        }
    }
}
