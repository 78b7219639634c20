import App
import ArgumentParser
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import LoginUseCases
import Models
import NIOCore
import RemoteApp
import Server
import Storage
import UseCases
import Web

/// `bazaar-web`: the app's screens as pages in a browser, on this device's store (`make web`). The pages are
/// the web front end's (`Web`, in the app's package); this program only carries HTTP to it and back, on
/// loopback unless `--host` says otherwise.
@main
struct BazaarWeb: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bazaar-web",
        abstract: "Serve the app's screens as web pages, on this device's store.")

    @Option(help: "The address to listen on: loopback unless you mean to serve other machines.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free one, printed when listening).")
    var port = 8080

    @Option(
        name: .customLong("database"),
        help: ArgumentHelp("The database file, made when missing (default: the one bazaar uses).", valueName: "path"))
    var databasePath: String?

    @Flag(name: .customLong("in-memory"), help: "Keep data in memory only, gone when the program stops.")
    var inMemory = false

    @Flag(name: .customLong("no-demo"), help: "Do not add the demo user and data to a new database.")
    var noDemo = false

    @Option(
        name: .customLong("server"),
        help: ArgumentHelp(
            "Run on a bazaar-server's use cases instead of a database (each browser its own session there).", valueName: "url"))
    var server: String?

    @Flag(name: .customLong("allow-insecure-http"), help: "Allow an http:// server that is not on this machine.")
    var allowInsecureHTTP = false

    @Option(name: .customLong("idle-minutes"), help: "End a browser's session after this many minutes without a request.")
    var idleMinutes = 30

    var idleLimit: Duration { .seconds(idleMinutes * 60) }

    @Option(help: "Seconds a connection may send nothing before it is closed (a client trickling its request cannot hold one).")
    var idleTimeout = 30

    @Option(help: "Connections one client address may hold open at once; past it a new one is closed at once.")
    var maxConnectionsPerClient = 128

    func validate() throws {
        try Bazaar.validateWhereDataIsKept(
            inMemory: inMemory, databasePath: databasePath, server: server, noDemo: noDemo, allowInsecureHTTP: allowInsecureHTTP)
        guard server != nil || inMemory || databasePath != nil || Bazaar.defaultDatabasePath != nil else {
            throw ValidationError("HOME is not an absolute path, so there is no default database: give --database PATH.")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535.") }
        guard (1...10_080).contains(idleMinutes) else { throw ValidationError("--idle-minutes must be 1 to 10080 (a week).") }
        guard (1...3600).contains(idleTimeout) else { throw ValidationError("--idle-timeout must be 1 to 3600 seconds.") }
        guard (1...100_000).contains(maxConnectionsPerClient) else {
            throw ValidationError("--max-connections-per-client must be 1 to 100000.")
        }
    }

    @MainActor
    func run() async throws {
        let environment: (_ client: String) -> UseCaseEnvironment
        var database: AppDatabase?
        if let server, let address = try? ServerAddress(server, allowInsecureHTTP: allowInsecureHTTP) {
            // Each browser named to the server, which counts its logins against it when it trusts this program
            // (bazaar-server --trusted-proxy): otherwise every browser's failures count against this one address.
            environment = { client in Bazaar.serverEnvironment(address, forwardingFor: client.isEmpty ? nil : client) }
        } else {
            let path = inMemory ? nil : databasePath ?? Bazaar.defaultDatabasePath
            let (opened, onStore) = try Bazaar.openStore(at: path, seedsDemo: !noDemo)
            database = opened
            environment = { _ in onStore }
        }
        // A network reaches this program: failed logins are slowed per account and per browser's address, as
        // bazaar-server slows them, before any password is checked.
        let throttle = LoginThrottle()
        let site = WebSite(
            environment: { client in
                var session = environment(client)
                session.login = session.login.throttled(by: throttle, origin: client)
                return session
            }, features: Bazaar.screens, idleLimit: idleLimit)
        let host = host
        // HTTP as bazaar-server speaks it: a connection idle for `idleTimeout` is closed, one client holds at most
        // its bound of connections, and bytes that are not HTTP get a 400 that says so.
        let connections = ConnectionLimits.forThisProcess(perClient: maxConnectionsPerClient)
        let application = Application(
            responder: WebResponder(site: site),
            server: ServerApplication.httpServer(idleTimeout: .seconds(Int64(idleTimeout)), connections: connections),
            configuration: .init(
                address: .hostname(host, port: port), serverName: "bazaar-web", availableConnectionsDelegate: connections.acceptance),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                FileHandle.standardOutput.write(Data("bazaar-web: listening on http://\(host):\(port)/\n".utf8))
            },
            logger: Logger(label: "bazaar-web")
        )
        try await application.runService()
        try database?.close()
    }
}

/// Carries each request to the site and its answer back. A form's body is read up to `maximumBody`.
struct WebResponder: HTTPResponder {
    typealias Context = ServerContext
    static let maximumBody = 64 * 1024
    let site: WebSite

    func respond(to request: Request, context: Context) async throws -> Response {
        let method: WebRequest.Method =
            switch request.method {
            // HEAD is refused (405): a GET here moves the session's screens and takes its one-time messages,
            // and HEAD must change nothing.
            case .get: .get
            case .post: .post
            default: .other(request.method.rawValue)
            }
        var form: [(name: String, value: String)] = []
        let language = request.headers[.acceptLanguage]
        if method == .post {
            guard let body = try? await request.body.collect(upTo: Self.maximumBody) else {
                return Self.response(await site.refusing(.tooLarge, acceptLanguage: language))
            }
            guard let fields = WebRequest.formFields(Array(buffer: body)) else {
                return Self.response(await site.refusing(.malformed, acceptLanguage: language))
            }
            form = fields
        }
        guard let path = request.uri.path.removingPercentEncoding else {
            return Self.response(await site.refusing(.malformed, acceptLanguage: language))
        }
        let answer = await site.respond(
            to: WebRequest(
                method: method, path: path, cookies: WebRequest.cookies(request.headers[values: .cookie].joined(separator: "; ")),
                form: form, acceptLanguage: language,
                client: context.remoteAddress?.clientAddress ?? ""))
        return Self.response(answer)
    }

    /// The site's answer as Hummingbird's.
    private static func response(_ answer: WebResponse) -> Response {
        var headers = HTTPFields()
        for (name, value) in answer.headers {
            if let name = HTTPField.Name(name) { headers[name] = value }
        }
        return Response(
            status: HTTPResponse.Status(code: answer.status), headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(string: answer.body)))
    }
}
