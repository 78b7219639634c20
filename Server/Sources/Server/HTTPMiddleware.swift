public import API
internal import Foundation
internal import HTTPTypes
public import Hummingbird
internal import Logging
public import NIOCore

/// One log line a request: method, path, status and duration. Never a header, a query or a body, so no
/// token or password reaches a log.
public struct RequestLog<Context: RequestContext>: RouterMiddleware {
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, since: start, context: context)
            return response
        } catch {
            log(request, status: (error as? any HTTPResponseError)?.status.code ?? 500, since: start, context: context)
            throw error
        }
    }

    private func log(_ request: Request, status: Int, since start: ContinuousClock.Instant, context: Context) {
        context.logger.info("\(request.method) \(request.uri.path) \(status) \(Self.milliseconds(ContinuousClock.now - start))ms")
    }

    /// `duration` in milliseconds to a tenth, as a log line shows it (`12.3`), without Foundation's formatter.
    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = seconds * 10_000 + attoseconds / 100_000_000_000_000
        return "\(tenths / 10).\(tenths % 10)"
    }
}

/// What every answer says of itself, a problem too, as bazaar-web's pages and the parser's problem say it: that no
/// cache may keep it (an answer may carry a session's token, and RFC 6749 asks it of every answer that does: a
/// token kept by a cache is a token stored in plain text), and that a browser reads it as its Content-Type says
/// and nothing else.
public struct AnswerHeaders<Context: RequestContext>: RouterMiddleware {
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response = try await next(request, context)
        response.headers[.cacheControl] = "no-store"
        response.headers[.xContentTypeOptions] = "nosniff"
        return response
    }
}

/// Answers what fails before an operation runs (no such route, a body over the size limit) as a problem,
/// like every other failure: `application/problem+json` with a stable code, never a bare status.
/// A path the API has, asked with a method it does not take, is 405 with `Allow`, not 404.
public struct HTTPProblems<Context: RequestContext>: RouterMiddleware {
    let routes: Routes
    /// Each feature tree's part of the problem mapping.
    let problems: [any FeatureProblems.Type]

    public init(routes: Routes, problems: [any FeatureProblems.Type]) {
        self.routes = routes
        self.problems = problems
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let bad as BadRequest {
            return Self.response(Components.Schemas.Problem(.badRequest, detail: bad.detail))
        } catch let error as any HTTPResponseError {
            var status = error.status
            var headers: HTTPFields = [:]
            if status == .notFound {
                let allowed = routes.methods(for: request.uri.path)
                if !allowed.isEmpty {
                    status = .methodNotAllowed
                    headers[.allow] = allowed.map(\.rawValue).joined(separator: ", ")
                }
            }
            let code: Components.Schemas.ProblemCode = status == .notFound ? .notFound : status.code < 500 ? .badRequest : .unavailable
            var problem = Components.Schemas.Problem(code, detail: status.reasonPhrase + ".")
            problem.status = status.code
            return Self.response(problem, headers: headers)
        } catch {
            return Self.response(Components.Schemas.Problem(for: error, features: problems))
        }
    }

    static func response(_ problem: Components.Schemas.Problem, headers: HTTPFields = [:]) -> Response {
        var headers = headers
        headers[.contentType] = ProblemResponse.contentType
        return Response(
            status: .init(code: problem.status), headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: ProblemResponse.body(problem)))
        )
    }
}

/// Refuses a request body over `maximum` bytes with 413 before any of it is decoded (the OpenAPI runtime
/// reads a JSON body with no limit of its own), a body HTTP cannot frame with 400, a body in a transfer coding
/// other than chunked (gzip, deflate: never undone here, so it would be read as it came) with 400, and a JSON
/// body that names a member twice with 400 (JSONDecoder would keep one of them without a word). Every body the
/// API takes is a few hundred bytes.
public struct BodyLimit<Context: RequestContext>: RouterMiddleware {
    let maximum: Int

    public init(maximum: Int = 64 * 1024) {
        self.maximum = maximum
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let codings = request.headers[values: .transferEncoding].joined(separator: ",").split(separator: ",")
        if let coding = codings.map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }).first(where: { $0 != "chunked" }) {
            throw BadRequest(
                "The body's transfer coding '\(coding.prefix(40))' is not one this server undoes: send the body chunked, or with a Content-Length."
            )
        }
        if let length = request.headers[.contentLength].flatMap(Int.init), length > maximum {
            throw HTTPError(.contentTooLarge)
        }
        var request = request
        let body: ByteBuffer
        do {
            body = try await request.collectBody(upTo: maximum)
        } catch let error as any HTTPResponseError {
            throw error  // over the limit: 413
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            // HTTP could not frame the body (a chunk size that is not one, a chunk longer than it said, a
            // body cut short): the client's mistake, not the server failing.
            throw BadRequest("The request's body could not be read: its framing (Content-Length or chunked encoding) is broken.")
        }
        // Looked for whatever the body says it is: the runtime decodes a body as JSON whatever its Content-Type
        // (none, two, `x`, `*/*`), and every body of the contract is JSON.
        if let duplicate = JSONBody.duplicateKey(in: body.readableBytesView) {
            throw BadRequest("The JSON body names \"\(duplicate)\" twice in one object; each name may appear once (RFC 7493).")
        }
        return try await next(request, context)
    }
}

/// Refuses with 400 a query whose text is not percent-encoded UTF-8 (`%zz`, a `%` cut short, `%FF`): the OpenAPI
/// runtime reads such a parameter as empty, so `q=%zz` would be no search at all, and every item its answer.
public struct QueryEncoding<Context: RequestContext>: RouterMiddleware {
    public init() {}

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        for pair in (request.uri.query ?? "").split(separator: "&") where pair.removingPercentEncoding == nil {
            let name = pair.split(separator: "=", maxSplits: 1).first.map { String($0.prefix(40)) } ?? ""
            throw BadRequest("The query parameter '\(name)' is not percent-encoded UTF-8: each % is followed by two hex digits.")
        }
        return try await next(request, context)
    }
}

/// The request context of every route: Hummingbird's, plus the address of the client (the peer of the
/// connection; a balancer's own address when one stands in front).
public struct ServerContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}

/// Puts the client's address where the handlers read it (`RequestUser.address`): logins are throttled per
/// address as well as per account. A request from one of `trustedProxies` (bazaar-web with `--server`, which
/// serves many browsers from its one address; a proxy in front) is the client's that `X-Forwarded-For` names:
/// read from the nearest hop back, past every proxy trusted, the first address that is not one. From anyone
/// else the header is ignored, since any client can write it.
public struct ClientAddress<Context: RemoteAddressRequestContext>: RouterMiddleware {
    let trustedProxies: Set<String>

    /// `trustedProxies`: IP addresses (`ipAddress(_:)` refuses anything else).
    public init(trustedProxies: Set<String> = []) {
        self.trustedProxies = Set(trustedProxies.compactMap(Self.ipAddress))
    }

    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let peer = context.remoteAddress?.clientAddress
        let client = Self.client(peer: peer, forwardedFor: request.headers[values: .xForwardedFor], trusting: trustedProxies)
        return try await RequestUser.$address.withValue(client) {
            try await next(request, context)
        }
    }

    /// The client a request from `peer` was made for: `peer` itself, unless it is trusted; then, of the hops
    /// `forwardedFor` names (each proxy appends the one it heard from), from the last back, the first that is
    /// not trusted. A hop that is no IP address ends the walk at the last address trusted: what it names is
    /// not known.
    public static func client(peer: String?, forwardedFor: [String], trusting trusted: Set<String>) -> String? {
        guard var client = peer, trusted.contains(client) else { return peer }
        for hop in forwardedFor.joined(separator: ",").split(separator: ",", omittingEmptySubsequences: false).reversed() {
            guard let address = ipAddress(String(hop)) else { break }
            client = address
            if !trusted.contains(address) { break }
        }
        return client
    }

    /// `text` as an IP address, written one way: spaces, a port and IPv6's brackets dropped, lowercased, an
    /// IPv4 address mapped into IPv6 (`::ffff:127.0.0.1`, what a server listening on `::` sees) as IPv4; nil when
    /// it is none (`localhost`, `unknown`, nothing).
    public static func ipAddress(_ text: String) -> String? {
        var address = text.trimmingCharacters(in: .whitespaces).lowercased()
        if address.hasPrefix("["), let close = address.firstIndex(of: "]") {
            address = String(address[address.index(after: address.startIndex)..<close])  // [::1]:8080
        } else if address.filter({ $0 == ":" }).count == 1, let colon = address.firstIndex(of: ":") {
            address = String(address[..<colon])  // 1.2.3.4:8080
        }
        if address.hasPrefix("::ffff:"), address.contains(".") { address.removeFirst("::ffff:".count) }
        return (try? SocketAddress(ipAddress: address, port: 0)) == nil ? nil : address
    }
}

extension SocketAddress {
    /// The address a client is known by, read one way wherever it is read (the login throttle, the connections
    /// one client may hold, bazaar-web's sessions): its IP address written one way (`ClientAddress.ipAddress`),
    /// or a Unix socket's path.
    public var clientAddress: String? {
        ipAddress.flatMap(ClientAddress<ServerContext>.ipAddress) ?? pathname
    }
}

extension HTTPField.Name {
    /// The addresses a request was forwarded for, the last added by the proxy nearest the server.
    static let xForwardedFor = HTTPField.Name("X-Forwarded-For")!
}
