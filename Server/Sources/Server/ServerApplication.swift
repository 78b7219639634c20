internal import API
public import Hummingbird
public import HummingbirdCore
public import Logging
public import NIOCore
internal import OpenAPIHummingbird
public import OpenAPIRuntime
public import Prometheus
public import ServiceLifecycle

/// The server: the contract's operations on a Hummingbird router, behind request logging, problems for
/// every failure, and authentication.
public enum ServerApplication {
    /// The router every server and every test uses; with `metrics`, `GET /metrics` serves what it holds.
    /// Requests from `trustedProxies` are counted against the client they forward for (`ClientAddress`); what
    /// only the server's operator can fix goes to `logger`.
    public static func router(
        useCases: ServerUseCases, metrics: PrometheusCollectorRegistry? = nil, trustedProxies: Set<String> = [],
        logger: Logger = Logger(label: "bazaar-server")
    ) throws -> Router<ServerContext> {
        // HEAD is answered wherever GET is, as GET's head without its body (RFC 9110 asks every server for both).
        let router = Router(context: ServerContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: RequestLog())
        router.add(middleware: MetricsMiddleware())
        router.add(middleware: ClientAddress(trustedProxies: trustedProxies))
        router.add(middleware: AnswerHeaders())
        let routes = Routes()
        router.add(middleware: HTTPProblems(routes: routes, problems: useCases.problems))
        router.add(middleware: BodyLimit())
        router.add(middleware: QueryEncoding())
        try registerOperations(
            of: useCases, on: routes.recording(on: router), configuration: .contract,
            middlewares: [
                ProblemMiddleware(problems: useCases.problems, logger: logger), AcceptDisregarded(),
                Authentication(user: useCases.authenticate, problems: useCases.problems),
            ])
        if let metrics {
            router.get("/metrics") { _, _ in
                Response(
                    status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                    body: .init(byteBuffer: ByteBuffer(bytes: metrics.emitToBuffer())))
            }
        }
        return router
    }

    /// Registers every operation of the contract on `transport`: the skeleton's (`BazaarAPIHandler`), then each
    /// feature tree's.
    public static func registerOperations(
        of useCases: ServerUseCases, on transport: any ServerTransport, configuration: Configuration,
        middlewares: [any ServerMiddleware] = []
    ) throws {
        try BazaarAPIHandler(useCases: useCases).registerHandlers(on: transport, configuration: configuration, middlewares: middlewares)
        for feature in useCases.features {
            try feature.register(useCases, transport, configuration, middlewares)
        }
    }

    /// HTTP/1.1 as every server and every test over a socket speaks it: bytes the parser refuses are
    /// answered with a problem (`ParserErrorProblem`); a connection idle for `idleTimeout` is closed; with
    /// `connections`, one past its client's bound is closed at once (`ConnectionLimits`). Each connection's
    /// requests run on its event loop, and a request that asks for it closes its connection once answered
    /// (`ServedConnection`).
    public static func httpServer(idleTimeout: TimeAmount? = .seconds(30), connections: ConnectionLimits? = nil) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            ServedConnection(
                HTTP1Channel(
                    responder: responder,
                    configuration: .init(
                        additionalChannelHandlers: (connections.map { [$0.handler()] } ?? []) + [
                            ParserErrorProblem(), ResponseInOneWrite(),
                        ],
                        idleTimeout: idleTimeout)))
        }
    }

    /// The application on `host`:`port` (0 for any free port), running `services` (a database pool) beside
    /// it. `onListening` gets the bound port.
    public static func make(
        useCases: ServerUseCases, host: String, port: Int, logger: Logger, metrics: PrometheusCollectorRegistry? = nil,
        idleTimeout: TimeAmount = .seconds(30), connections: ConnectionLimits = .forThisProcess(perClient: 128),
        trustedProxies: Set<String> = [], services: [any Service] = [], onListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        var application = Application(
            router: try router(useCases: useCases, metrics: metrics, trustedProxies: trustedProxies, logger: logger),
            // A connection that sends nothing for `idleTimeout` is closed: a client trickling its headers
            // (slowloris) cannot hold one open for longer, and holds no thread while it is open.
            server: httpServer(idleTimeout: idleTimeout, connections: connections),
            configuration: .init(
                address: .hostname(host, port: port), serverName: "bazaar-server", availableConnectionsDelegate: connections.acceptance),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? port) },
            logger: logger
        )
        application.addServices(services)
        return application
    }
}
