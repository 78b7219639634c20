internal import API
internal import HTTPTypes
internal import NIOCore
internal import NIOHTTP1
internal import NIOHTTPTypes

/// Answers bytes that HTTP/1.1's parser refuses before there is a request to route (too many headers, a
/// folded header, HTTP/0.9, bytes that are not HTTP at all) with a 400 problem, as every other refusal is
/// answered, and closes the connection: nothing after such bytes can be framed. (Left to Hummingbird, the
/// answer is a bare 400 with no body.) It is the one answer of bazaar-web that its site does not make, so it
/// carries the headers that keep a browser from treating it as a page.
///
/// A parse error while a request is open (its body's chunks, say) goes on to that request: its body read
/// fails and `BodyLimit` answers it. One that comes while a response is still owed goes on too, so that
/// this handler never writes into the middle of another answer.
final class ParserErrorProblem: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// A request's head came and its end has not.
    private var requestOpen = false
    /// Requests whose response has not ended.
    private var responsesOwed = 0

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            requestOpen = true
            responsesOwed += 1
        case .end: requestOpen = false
        case .body: break
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { responsesOwed = max(0, responsesOwed - 1) }
        context.write(data, promise: promise)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard error is HTTPParserError, !requestOpen, responsesOwed == 0 else {
            context.fireErrorCaught(error)
            return
        }
        let body = ProblemResponse.body(
            Components.Schemas.Problem(
                .badRequest, detail: "The request is not HTTP/1.1 this server can read (\(error)); the connection is closed."))
        var head = HTTPResponse(status: .badRequest)
        head.headerFields[.contentType] = ProblemResponse.contentType
        head.headerFields[.contentLength] = String(body.count)
        head.headerFields[.connection] = "close"
        // As bazaar-web's pages say (`WebSite`): a browser neither sniffs it into a page nor frames it, runs
        // nothing of it, and keeps no copy.
        head.headerFields[.contentSecurityPolicy] = "default-src 'none'; frame-ancestors 'none'"
        head.headerFields[.xContentTypeOptions] = "nosniff"
        head.headerFields[.cacheControl] = "no-store"
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(ByteBuffer(bytes: body))), promise: nil)
        let written = context.eventLoop.makePromise(of: Void.self)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: written)
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        written.futureResult.whenComplete { _ in bound.value.close(promise: nil) }
    }
}
