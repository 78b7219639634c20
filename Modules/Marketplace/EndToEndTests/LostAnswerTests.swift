import API
import EndToEndTesting
import Foundation
import MarketplaceModels
import MarketplaceRemote
import MarketplaceUseCases
import Models
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
            server: try ServerAddress(server.url), retry: RetryPolicy(delays: [.zero], sleep: { _ in }), transport: network,
            features: [.marketplace])
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
        try await useCases.login.logOut()
    }
}
