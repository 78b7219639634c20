public import Foundation
public import HTTPTypes
public import OpenAPIRuntime
import Remote

/// The app's own transport, but the answers to the first `count` requests of operation `operationID` are lost after the
/// server has answered them, as when a connection drops on the way back.
public final class LosesAnswers: ClientTransport, @unchecked Sendable {
    private let upstream = GuardedTransport()
    private let operationID: String
    private let lock = NSLock()
    private var toLose: Int
    private var lostCount = 0
    private var keys: [String] = []

    public init(of operationID: String, count: Int) {
        self.operationID = operationID
        self.toLose = count
    }

    /// How many answers were lost.
    public var lost: Int { lock.withLock { lostCount } }
    /// The idempotency keys the operation's requests carried, in order.
    public var sentKeys: [String] { lock.withLock { keys } }

    @concurrent public func send(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let (response, answer) = try await upstream.send(request, body: body, baseURL: baseURL, operationID: operationID)
        guard operationID == self.operationID else { return (response, answer) }
        let arrived = if let answer { try await Data(collecting: answer, upTo: 1 << 20) } else { Data() }  // in full
        let lose = lock.withLock {
            keys.append(request.headerFields[HTTPField.Name("Idempotency-Key")!] ?? "")
            guard toLose > 0 else { return false }
            toLose -= 1
            lostCount += 1
            return true
        }
        if lose { throw URLError(.networkConnectionLost) }
        return (response, HTTPBody(arrived))
    }
}
