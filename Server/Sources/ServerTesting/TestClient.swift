public import HTTPTypes
public import Hummingbird
internal import HummingbirdCore
internal import Logging
public import NIOCore
internal import NIOHTTP1
internal import NIOPosix
internal import ServiceLifecycle

/// How a test reaches an application: `live`, its real HTTP server on a free loopback port, every
/// request on a connection of its own, as a client's would come.
///
/// HummingbirdTesting's `test(.router)` and `test(.live)` do much the same, but that module brings
/// AsyncHTTPClient to every build of the tests (with swift-nio-http2, swift-nio-transport-services and
/// swift-configuration: a fifth of the server's build), for a client none of them uses.
public enum TestingSetup: Sendable {
    case live
}

/// An answer, whole: its head and its body.
public struct TestResponse: Sendable {
    public var head: HTTPResponse
    public var body: ByteBuffer

    public var status: HTTPResponse.Status { head.status }
    public var headers: HTTPFields { head.headerFields }
}

/// HTTP/1.1 to the application a test runs (`ApplicationProtocol.test`): each request on a new connection,
/// sent as it is given (with `Host`, and `Content-Length` for a body that has no framing of its own).
public struct TestClient: Sendable {
    /// The port the application listens on, on 127.0.0.1.
    public let port: Int

    /// Sends a request and hands its answer to `testCallback`.
    @discardableResult
    public func execute<Return>(
        uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil,
        testCallback: (TestResponse) async throws -> Return = { $0 }
    ) async throws -> Return {
        try await testCallback(try await send(uri: uri, method: method, headers: headers, body: body))
    }

    /// No answer came: the connection closed before it was whole, or the application stopped before it listened.
    public struct NoAnswer: Error, CustomStringConvertible {
        public let description: String
    }

    private func send(uri: String, method: HTTPRequest.Method, headers: HTTPFields, body: ByteBuffer?) async throws -> TestResponse {
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton).connect(host: "127.0.0.1", port: port) {
            channel in
            channel.eventLoop.makeCompletedFuture {
                try channel.pipeline.syncOperations.addHTTPClientHandlers()
                return try NIOAsyncChannel<HTTPClientResponsePart, HTTPClientRequestPart>(wrappingChannelSynchronously: channel)
            }
        }
        var head = HTTPRequestHead(version: .http1_1, method: HTTPMethod(rawValue: method.rawValue), uri: uri)
        if !headers.contains(where: { $0.name.canonicalName == "host" }) { head.headers.add(name: "Host", value: "127.0.0.1:\(port)") }
        for field in headers { head.headers.add(name: field.name.rawName, value: field.value) }
        if let body, headers[.contentLength] == nil, headers[.transferEncoding] == nil {
            head.headers.add(name: "Content-Length", value: String(body.readableBytes))
        }
        return try await channel.executeThenClose { inbound, outbound in
            try await outbound.write(.head(head))
            if let body { try await outbound.write(.body(.byteBuffer(body))) }
            try await outbound.write(.end(nil))
            var answer: HTTPResponseHead?
            var collected = ByteBuffer()
            for try await part in inbound {
                switch part {
                case let .head(received): answer = received
                case var .body(chunk): collected.writeBuffer(&chunk)
                case .end:
                    guard let answer else { throw NoAnswer(description: "the connection ended before an answer's head") }
                    var fields = HTTPFields()
                    for (name, value) in answer.headers {
                        if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
                    }
                    let status = HTTPResponse.Status(code: Int(answer.status.code), reasonPhrase: answer.status.reasonPhrase)
                    return TestResponse(head: HTTPResponse(status: status, headerFields: fields), body: collected)
                }
            }
            throw NoAnswer(description: "the connection closed before the answer was whole")
        }
    }
}

extension ApplicationProtocol {
    /// Runs the application (its services, then its server on a free loopback port) while `test` runs with a
    /// client to it, and stops it after, whatever `test` did.
    public func test<Value>(_ setup: TestingSetup, _ test: @Sendable (TestClient) async throws -> Value) async throws -> Value {
        let (ports, listening) = AsyncStream.makeStream(of: Int.self)
        let application = Listening(base: self, listening: listening)
        let services = ServiceGroup(configuration: .init(services: [application], logger: logger))
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                // A server that could not start ends the wait for its port.
                defer { listening.finish() }
                try await services.run()
            }
            do {
                guard let port = await ports.first(where: { _ in true }) else {
                    try await group.waitForAll()  // the server's failure
                    throw TestClient.NoAnswer(description: "the application stopped before it listened")
                }
                let value = try await test(TestClient(port: port))
                await services.triggerGracefulShutdown()
                return value
            } catch {
                await services.triggerGracefulShutdown()
                throw error
            }
        }
    }
}

/// `base`, listening on a free loopback port, which it says once it listens.
private struct Listening<Base: ApplicationProtocol>: ApplicationProtocol {
    let base: Base
    let listening: AsyncStream<Int>.Continuation

    var responder: Base.Responder {
        get async throws { try await base.responder }
    }
    var server: HTTPServerBuilder { base.server }
    var eventLoopGroup: any EventLoopGroup { base.eventLoopGroup }
    var configuration: ApplicationConfiguration {
        var configuration = base.configuration
        configuration.address = .hostname("127.0.0.1", port: 0)
        return configuration
    }
    var logger: Logger { base.logger }
    var services: [any Service] { base.services }
    var processesRunBeforeServerStart: [@Sendable () async throws -> Void] { base.processesRunBeforeServerStart }

    @Sendable func onServerRunning(_ channel: any Channel) async {
        await base.onServerRunning(channel)
        listening.yield(channel.localAddress?.port ?? 0)
    }
}
