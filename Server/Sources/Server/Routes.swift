internal import Foundation
public import HTTPTypes
internal import OpenAPIRuntime

/// The contract's routes, as the generated code registers them: which methods each path takes, so that
/// a path the API has, asked with a method it does not take, is answered 405 with `Allow` (not 404).
public final class Routes: Sendable {
    private let lock = NSLock()
    nonisolated(unsafe) private var table: [(segments: [Substring], method: HTTPRequest.Method)] = []

    public init() {}

    func add(_ method: HTTPRequest.Method, _ path: String) {
        lock.withLock { table.append((path.split(separator: "/"), method)) }
    }

    /// The methods the route that `path` matches takes (HEAD wherever GET, as the router answers it);
    /// empty when no route matches it.
    public func methods(for path: String) -> [HTTPRequest.Method] {
        let asked = path.split(separator: "/")
        let methods = lock.withLock {
            table.filter { route in
                route.segments.count == asked.count
                    && zip(route.segments, asked).allSatisfy { template, segment in template.first == "{" || template == segment }
            }.map(\.method)
        }
        return methods.flatMap { $0 == .get ? [.get, .head] : [$0] }
    }

    /// A transport that registers on `base` and keeps each route here.
    func recording(on base: some ServerTransport) -> some ServerTransport { Recording(base: base, routes: self) }

    private struct Recording<Base: ServerTransport>: ServerTransport {
        let base: Base
        let routes: Routes

        func register(
            _ handler: @escaping @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?),
            method: HTTPRequest.Method, path: String
        ) throws {
            routes.add(method, path)
            try base.register(handler, method: method, path: path)
        }
    }
}
