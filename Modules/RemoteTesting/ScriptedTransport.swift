public import Foundation
public import HTTPTypes
import Models
public import OpenAPIRuntime
public import Remote

/// The network, scripted: each request gets the next answer of `answers` (a response with a JSON body, or
/// an error as a transport throws when no answer comes), and is kept for the test to read. It stands in
/// for URLSession and the server only; the generated client, the middleware and the mapping are real.
public final class ScriptedTransport: ClientTransport, @unchecked Sendable {
    public enum Answer {
        case json(HTTPResponse.Status, String)
        case problem(HTTPResponse.Status, String, headers: HTTPFields = [:])
        case failure(any Error)
        /// No answer until the request is cancelled (Ctrl-C), which `sent` shows has reached the network.
        case silenceUntilCancelled
    }

    public struct Sent {
        public var request: HTTPRequest
        public var body: String
        public var operationID: String
    }

    private let lock = NSLock()
    private var answers: [Answer]
    private var log: [Sent] = []

    public init(_ answers: [Answer]) {
        self.answers = answers
    }

    public var sent: [Sent] { lock.withLock { log } }

    @concurrent public func send(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let text = if let body { try await String(collecting: body, upTo: 1 << 20) } else { "" }
        let answer = lock.withLock {
            log.append(Sent(request: request, body: text, operationID: operationID))
            return answers.isEmpty ? nil : answers.removeFirst()
        }
        switch answer {
        case nil: throw ScriptEnded(operationID: operationID)
        case let .failure(error): throw error
        case .silenceUntilCancelled:
            let (wait, continuation) = AsyncStream<Void>.makeStream()
            for await _ in wait {}  // nothing is ever yielded: ends when the task is cancelled
            continuation.finish()
            throw CancellationError()
        case let .json(status, json): return Self.response(status, "application/json", json)
        case let .problem(status, json, headers):
            var (response, body) = Self.response(status, "application/problem+json", json)
            response.headerFields.append(contentsOf: headers)
            return (response, body)
        }
    }

    private static func response(_ status: HTTPResponse.Status, _ type: String, _ body: String) -> (HTTPResponse, HTTPBody?) {
        (HTTPResponse(status: status, headerFields: [.contentType: type]), HTTPBody(body))
    }

    public struct ScriptEnded: Error {
        public var operationID: String
    }
}

/// What the server sends, as JSON text.
public enum Wire {
    public static let user = #"{"id":1,"email":"demo@bazaar.dev","displayName":"Demo"}"#
    public static let token = #"{"token":"secret-token-1","expiresAt":"2030-01-01T00:00:00Z","user":\#(user)}"#
    public static func problem(_ code: String, status: Int, extra: String = "") -> String {
        #"{"type":"https://bazaar.dev/problems/\#(code)","title":"t","status":\#(status),"code":"\#(code)"\#(extra)}"#
    }
}

extension RemoteBackend {
    /// A back end for the server at http://127.0.0.1:8080, serving `features`, over `answers`. It throws, never
    /// traps: an address that a change to `ServerAddress` refuses fails the test that asked, not the whole run.
    public static func scripted(
        _ answers: [ScriptedTransport.Answer], retry: RetryPolicy = .noWaiting, features: [RemoteFeature] = []
    ) throws -> (RemoteBackend, ScriptedTransport) {
        let transport = ScriptedTransport(answers)
        return (
            RemoteBackend(server: try ServerAddress("http://127.0.0.1:8080"), retry: retry, transport: transport, features: features),
            transport
        )
    }
}

extension RetryPolicy {
    /// The standard's delays, not waited for.
    public static let noWaiting = RetryPolicy(delays: [.milliseconds(200), .milliseconds(600)], sleep: { _ in })
}
