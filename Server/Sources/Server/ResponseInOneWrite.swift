internal import HTTPTypes
internal import NIOCore
internal import NIOHTTPTypes

/// Sends a response's head with its body, in one write to the socket: Hummingbird flushes the head as soon
/// as it is written, and then the body, which made two system calls of each response and woke the client
/// twice (make bench-server's trace). The flush right after a head is held until the body's part, or the
/// end, is written; the flush that follows sends them together. A streamed response's head leaves with its
/// first chunk. An informational head (100 Continue, say) is not held: the client waits for it.
final class ResponseInOneWrite: ChannelOutboundHandler, RemovableChannelHandler {
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// A head was written, and nothing after it yet.
    private var headAlone = false

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .head(let head) = unwrapOutboundIn(data), head.status.kind != .informational {
            headAlone = true
        } else {
            headAlone = false
        }
        context.write(data, promise: promise)
    }

    func flush(context: ChannelHandlerContext) {
        guard !headAlone else { return }
        context.flush()
    }
}
