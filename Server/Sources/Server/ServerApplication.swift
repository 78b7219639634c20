internal import API
public import Hummingbird
public import Logging
internal import OpenAPIHummingbird
public import ServiceLifecycle

/// The server: the contract's operations on a Hummingbird router, behind request logging, problems for
/// every failure, and authentication.
public enum ServerApplication {
    /// The router every server and every test uses.
    public static func router(useCases: ServerUseCases) throws -> Router<BasicRequestContext> {
        let router = Router()
        router.add(middleware: RequestLog())
        router.add(middleware: HTTPProblems())
        router.add(middleware: BodyLimit())
        try BazaarAPIHandler(useCases: useCases).registerHandlers(
            on: router, middlewares: [ProblemMiddleware(), Authentication(sessions: useCases.sessions)])
        return router
    }

    /// The application on `host`:`port` (0 for any free port), running `services` (a database pool) beside
    /// it and `beforeServing` (migrations) before it takes a request. `onListening` gets the bound port.
    public static func make(
        useCases: ServerUseCases, host: String, port: Int, logger: Logger, services: [any Service] = [],
        beforeServing: [@Sendable () async throws -> Void] = [], onListening: @escaping @Sendable (Int) async -> Void = { _ in }
    ) throws -> some ApplicationProtocol {
        var application = Application(
            router: try router(useCases: useCases),
            // A connection that sends nothing for 30 s is closed: a client trickling its headers (slowloris)
            // cannot hold one open for longer.
            server: .http1(configuration: .init(idleTimeout: .seconds(30))),
            configuration: .init(address: .hostname(host, port: port), serverName: "bazaar-server"),
            onServerRunning: { channel in await onListening(channel.localAddress?.port ?? port) },
            logger: logger
        )
        application.addServices(services)
        for process in beforeServing { application.beforeServerStarts(perform: process) }
        return application
    }
}
