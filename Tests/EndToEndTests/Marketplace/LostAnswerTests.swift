import API
import Foundation
import HTTPTypes
import Models
import OpenAPIRuntime
import Remote
import Testing
import UseCases

/// A purchase the server made whose answer never reached the app: the app's retry, with the same
/// idempotency key, gets the original transaction back, and the buyer is charged once. The server is the
/// real `bazaar-server` on a loopback port (SQLite, and PostgreSQL when the run has a cluster); only the
/// network is a stand-in, and only in losing answers.
@Suite(.timeLimit(.minutes(1)), .enabled(if: ServerProcess.isAvailable, "needs BAZAAR_SERVER_BINARY (make test-server)"))
struct LostAnswerTests {
    @Test(arguments: ServerProcess.Store.available)
    func aPurchaseWhoseAnswerIsLostAfterTheServerMadeItIsChargedOnce(store: ServerProcess.Store) async throws {
        let server = try ServerProcess(on: store)
        defer { server.stop() }
        let network = LosesAnswers(of: "buyItem", count: 1)
        let backend = RemoteBackend(
            server: try ServerAddress(server.url), retry: RetryPolicy(delays: [.zero], sleep: { _ in }), transport: network)
        let useCases = backend.environment
        let user = try await useCases.login.logIn("demo@bazaar.dev", Password("bazaar-demo")).user
        let before = try await useCases.marketplace.wallet.balance(user.id)
        let item = try #require(try await useCases.marketplace.items.page(1, nil).elements.first { !$0.isSold })

        let bought = try await useCases.marketplace.purchase.buy(item.id, user.id)

        #expect(network.lost == 1, "the server answered the first attempt, and the answer was lost")
        #expect(network.sentKeys.count == 2 && Set(network.sentKeys).count == 1, "one key, sent twice: \(network.sentKeys)")
        #expect(bought.item == item.id)
        #expect(try await useCases.marketplace.transactions.list(user.id).map(\.id) == [bought.id], "one transaction, the one made first")
        #expect(try await useCases.marketplace.wallet.balance(user.id) == before.subtracting(item.price), "charged once")
        #expect(try await useCases.marketplace.items.item(item.id).isSold)
        await useCases.login.logOut()
    }
}

/// The app's own transport, but the answers to the first `count` requests of operation `operationID` are lost after the
/// server has answered them, as when a connection drops on the way back.
final class LosesAnswers: ClientTransport, @unchecked Sendable {
    private let upstream = GuardedTransport()
    private let operationID: String
    private let lock = NSLock()
    private var toLose: Int
    private var lostCount = 0
    private var keys: [String] = []

    init(of operationID: String, count: Int) {
        self.operationID = operationID
        self.toLose = count
    }

    /// How many answers were lost.
    var lost: Int { lock.withLock { lostCount } }
    /// The idempotency keys the operation's requests carried, in order.
    var sentKeys: [String] { lock.withLock { keys } }

    @concurrent func send(
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
