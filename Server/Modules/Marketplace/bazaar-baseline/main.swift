import API
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import LoginServer
import MarketplaceAPI
import MarketplaceModels
import MarketplaceServer
import MarketplaceUseCases
import Models
import NIOCore
import PostgresStorage
import Server
import Storage
import UseCases

/// `bazaar-baseline --database-url URL`: what `make bench-server` prices the contract layer against. The two operations
/// it times, a page of items and a purchase, served the way a team would write them on Hummingbird alone:
/// a route each, the bearer token checked in the handler, the JSON encoded with Foundation's encoder. The
/// same use cases, pools, SQL and HTTP server as `bazaar-server` on the PostgreSQL at URL, and the same request log; no
/// OpenAPI runtime, no problem bodies, limits or metrics. With `--routes floor`, the same two operations with
/// nothing of this project's on the libraries (`Floor`). Not a server to deploy.
enum Baseline {
    static func main() async throws {
        // Flags as bazaar-server takes them: --host, --port and --database-url, and --routes, each with its value.
        let flags = Dictionary(
            stride(from: 1, to: CommandLine.arguments.count - 1, by: 2).map {
                (CommandLine.arguments[$0], CommandLine.arguments[$0 + 1])
            }
        ) { _, last in last }
        let routes = flags["--routes"] ?? "baseline"
        guard let url = flags["--database-url"].flatMap(PostgresURL.init), let port = Int(flags["--port"] ?? "8081"),
            ["baseline", "floor"].contains(routes)
        else {
            FileHandle.standardError.write(
                Data(
                    "usage: bazaar-baseline [--host H] [--port P] [--routes baseline|floor] --database-url postgres://USER[:PASSWORD]@HOST[:PORT]/DATABASE\n"
                        .utf8))
            exit(2)
        }
        let host = flags["--host"] ?? "127.0.0.1"
        LoggingSystem.bootstrap { label in StreamLogHandler.standardError(label: label) }
        var logger = Logger(label: "bazaar-baseline")
        if routes == "floor" { logger.logLevel = .warning }
        let pools = url.pools(logger: logger)
        var application = Application(
            router: routes == "floor" ? Floor.router(pools: pools, logger: logger) : router(pools: pools, logger: logger),
            server: ServerApplication.httpServer(),
            configuration: .init(address: .hostname(host, port: port), serverName: "bazaar-baseline"),
            onServerRunning: { channel in
                // As bazaar-server says it, for make bench-server.
                let port = channel.localAddress?.port ?? port
                FileHandle.standardOutput.write(Data("bazaar-baseline: listening on http://\(host):\(port)\n".utf8))
            },
            logger: logger)
        for pool in pools { application.addServices(pool) }
        try await application.runService()
    }

    /// The two operations on the use cases, a route each.
    static func router(pools: [PostgresStore.Pool], logger: Logger) -> Router<BasicRequestContext> {
        let useCases = ServerUseCases.live(
            store: .postgres(PostgresStore(pools: pools, logger: logger)), features: [.login, .marketplace], hasher: PBKDF2PasswordHasher())
        let marketplace = useCases.environment.marketplace

        let router = Router()
        router.add(middleware: RequestLog())
        // A failure is a problem, as the server answers it (not Hummingbird's bare 500).
        router.add(middleware: HTTPProblems(routes: Routes(), problems: useCases.problems))
        router.get("/v1/items") { request, _ -> Response in
            guard try await signedIn(request, useCases) != nil else { return Response(status: .unauthorized) }
            let number = request.uri.queryParameters.get("page").flatMap(Int.init) ?? 1
            guard number >= 1 else { return Response(status: .badRequest) }
            return try json(.ok, Components.Schemas.ItemPage(try await marketplace.items.page(number, nil)))
        }
        router.post("/v1/items/{id}/purchase") { request, context -> Response in
            guard let user = try await signedIn(request, useCases) else { return Response(status: .unauthorized) }
            guard let id = context.parameters.get("id").flatMap(Int64.init),
                let key = request.headers[HTTPField.Name("Idempotency-Key")!].flatMap(IdempotencyKey.init)
            else { return Response(status: .badRequest) }
            let entry = try await marketplace.purchase.buyOnce(Item.ID(id), user.id, key)
            return try json(entry.isReplay ? .ok : .created, Components.Schemas.Transaction(entry.transaction))
        }
        return router
    }

    /// The user of the request's bearer token, or nil without a valid one.
    static func signedIn(_ request: Request, _ useCases: ServerUseCases) async throws -> User? {
        guard let token = Authentication.bearerToken(in: request.head) else { return nil }
        return try? await useCases.authenticate(token)
    }

    static func json(_ status: HTTPResponse.Status, _ body: some Encodable) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return Response(
            status: status, headers: [.contentType: "application/json"],
            body: .init(byteBuffer: ByteBuffer(bytes: try encoder.encode(body))))
    }
}

try await Baseline.main()
