import Foundation
import HTTPTypes
import OpenAPIRuntime

/// The network, scripted: each request gets the next answer of `answers` (a response with a JSON body, or
/// an error as a transport throws when no answer comes), and is kept for the test to read. It stands in
/// for URLSession and the server only; the generated client, the middleware and the mapping are real.
final class ScriptedTransport: ClientTransport, @unchecked Sendable {
    enum Answer {
        case json(HTTPResponse.Status, String)
        case problem(HTTPResponse.Status, String, headers: HTTPFields = [:])
        case failure(any Error)
        /// No answer until the request is cancelled (Ctrl-C), which `sent` shows has reached the network.
        case silenceUntilCancelled
    }

    struct Sent {
        var request: HTTPRequest
        var body: String
        var operationID: String
    }

    private let lock = NSLock()
    private var answers: [Answer]
    private var log: [Sent] = []

    init(_ answers: [Answer]) {
        self.answers = answers
    }

    var sent: [Sent] { lock.withLock { log } }

    @concurrent func send(
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

    struct ScriptEnded: Error {
        var operationID: String
    }
}

/// What the server sends, as JSON text.
enum Wire {
    static let user = #"{"id":1,"email":"demo@bazaar.dev","displayName":"Demo"}"#
    static let token = #"{"token":"secret-token-1","expiresAt":"2030-01-01T00:00:00Z","user":\#(user)}"#
    static func problem(_ code: String, status: Int, extra: String = "") -> String {
        #"{"type":"https://bazaar.dev/problems/\#(code)","title":"t","status":\#(status),"code":"\#(code)"\#(extra)}"#
    }
}
