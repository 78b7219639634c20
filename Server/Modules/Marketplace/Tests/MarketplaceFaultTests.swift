import Foundation
import HTTPTypes
import Hummingbird
import InMemoryLogging
import Logging
import MarketplaceModels
import MarketplaceUseCases
import Models
import PostgresNIO
import PostgresStorage
import Server
import ServerTesting
import Testing

/// A purchase whose COMMIT reached PostgreSQL but whose answer was lost (the connection cut after it) is
/// never reported as "not charged": it is looked up by its idempotency key, and when even that cannot be
/// asked, its outcome is unknown (503 `outcome-unknown`), which the client retries with the same key.
@Suite(.timeLimit(.minutes(1)), .enabled(if: Backend.postgresAdmin != nil, "needs the throwaway PostgreSQL of scripts/postgres.sh"))
struct MarketplaceFaultTests: ServerSuite {
    static let key: HTTPFields = [HTTPField.Name("Idempotency-Key")!: "0C6F6E65-0000-4000-8000-00000000C0FF"]

    static func balance(_ client: TestClient, _ token: String) async throws -> Int? {
        try await client.execute(uri: "/v1/balance", method: .get, headers: Self.bearer(token)) { response throws in
            try Self.object(response)["minorUnits"] as? Int
        }
    }

    @Test func aPurchaseWhoseCommitAnswerIsLostIsFoundByItsKeyAndAnswered() async throws {
        try await Backend.withProxiedPostgres(Self.features, connectionWait: .seconds(2)) { proxy, store in
            try await Self.application(on: .postgres(store)).test(.live) { client in
                let token = try await Self.logIn(client)
                proxy.loseTheNextCommitAnswer()
                let bought = try await client.execute(
                    uri: "/v1/items/3/purchase", method: .post, headers: Self.bearer(token, Self.key)
                ) { response throws in
                    #expect(response.status == .created, "\(String(buffer: response.body))")
                    return try Self.object(response)["id"] as? Int
                }
                #expect(try await Self.balance(client, token) == 6_200, "charged, once")
                // A replay whose COMMIT answer is lost is still a replay (200, counted so): it only read the
                // purchase made before (it was 201, a purchase made now).
                proxy.loseTheNextCommitAnswer()
                for _ in 1...2 {
                    try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: Self.bearer(token, Self.key)) {
                        response throws in
                        #expect(response.status == .ok)
                        #expect(try Self.object(response)["id"] as? Int == bought)
                    }
                }
                #expect(try await Self.balance(client, token) == 6_200)
            }
        }
    }

    /// Bad input is a 400 whatever the database's state: with it gone, a token that cannot be checked does not
    /// hide what is wrong with the request (it was a 503), and a good request is still a 503, never a 401.
    @Test func withTheDatabaseGoneBadInputIsStill400() async throws {
        try await Backend.withProxiedPostgres(Self.features, connectionWait: .milliseconds(400)) { proxy, store in
            try await Self.application(on: .postgres(store)).test(.live) { client in
                let token = try await Self.logIn(client)
                proxy.goDown()
                let badKey: HTTPFields = [HTTPField.Name("Idempotency-Key")!: "not a key"]
                for (uri, method, headers) in [
                    ("/v1/items?page=0", HTTPRequest.Method.get, Self.bearer(token)),
                    ("/v1/items/three", .get, Self.bearer(token)),
                    ("/v1/items/3/purchase", .post, Self.bearer(token, badKey)),
                ] {
                    try await client.execute(uri: uri, method: method, headers: headers) { response throws in
                        #expect(try Self.problem(response) == (400, "bad-request"), "\(method) \(uri)")
                    }
                }
                try await client.execute(uri: "/v1/items", method: .get, headers: Self.bearer(token)) { response throws in
                    #expect(try Self.problem(response) == (503, "unavailable"))
                }
            }
        }
    }

    /// The log says why (it said nothing).
    @Test func aPurchaseWhoseOutcomeTheDatabaseCannotTellIsOutcomeUnknownNeverNotCharged() async throws {
        let log = InMemoryLogHandler()
        try await Backend.withProxiedPostgres(
            Self.features, connectionWait: .milliseconds(400), logger: Logger(label: "bazaar.test") { _ in log }
        ) { proxy, store in
            try await Self.application(on: .postgres(store)).test(.live) { client in
                let token = try await Self.logIn(client)
                proxy.loseTheNextCommitAnswer(thenDown: true)
                try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: Self.bearer(token, Self.key)) {
                    response throws in
                    #expect(try Self.problem(response) == (503, "outcome-unknown"))
                    #expect(!String(buffer: response.body).contains("not charged"))
                }
                let warnings = log.warnings
                #expect(warnings.contains { $0.contains("a COMMIT's answer was lost") && $0.contains("is not known") }, "\(warnings)")
                proxy.comeBack()
                try await Self.waitUntilReady(client)
                try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: Self.bearer(token, Self.key)) {
                    response throws in
                    #expect(response.status == .ok, "it had been made: the retry with its key says so")
                }
                #expect(try await Self.balance(client, token) == 6_200, "charged once")
            }
        }
    }

    @Test func aPurchaseSentWhileTheDatabaseIsGoneFailsAndIsNeverMadeLater() async throws {
        try await Backend.withProxiedPostgres(Self.features, connectionWait: .milliseconds(400)) { proxy, store in
            try await Self.application(on: .postgres(store)).test(.live) { client in
                let token = try await Self.logIn(client)
                proxy.goDown()
                try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: Self.bearer(token, Self.key)) {
                    response throws in
                    #expect(try Self.problem(response) == (503, "unavailable"))
                }
                proxy.comeBack()
                try await Self.waitUntilReady(client)
                #expect(try await Self.balance(client, token) == 10_000, "nothing was charged, then or later")
                try await client.execute(uri: "/v1/items/3", method: .get, headers: Self.bearer(token)) { response throws in
                    #expect(try Self.object(response)["isSold"] as? Bool == false)
                }
            }
        }
    }
}

/// A purchase held up by a row another transaction keeps locked (`SELECT … FOR UPDATE` in psql): whoever
/// gives up first, the database or the server, the answer never says "not charged" of a purchase that is
/// charged afterwards.
extension MarketplaceFaultTests {
    /// Runs `body` with the application on a new seeded database, item 3 locked by another session (as psql
    /// would, with no bound of its own) until `body` calls its last argument. The database cancels the
    /// store's statements past `statementTimeout` (nil: never); the store abandons an operation past
    /// `operationDeadline`. `body`'s second client reaches another application on the same database, its store
    /// with the server's operation bounds and no statement bound, for what it checks later (a retry, the
    /// balance): the short bounds are for the purchase under test, and on a loaded machine a retry took longer
    /// than 300 ms. The database is migrated and seeded, and the demo user logged in, the same way (a seed that
    /// took longer than 300 ms was cancelled before the test began).
    static func withItem3Locked(
        statementTimeout: Duration?, operationDeadline: Duration, logger: Logger = Backend.logger,
        _ body: @Sendable (TestClient, TestClient, String, @Sendable () async throws -> Void) async throws -> Void
    ) async throws {
        let admin = try #require(Backend.postgresAdmin)
        try await Backend.withDatabase(admin) { url in
            try await Backend.withClient(url, statementTimeout: nil) { unboundedClient in
                let unbounded = PostgresStore(client: unboundedClient, logger: Backend.logger)
                try await Backend.migrateAndSeed(unbounded, Self.features)
                try await Self.application(on: .postgres(unbounded)).test(.live) { after in
                    let token = try await Self.logIn(after)
                    try await Backend.withClient(url, statementTimeout: statementTimeout) { client in
                        let store = PostgresStore(client: client, logger: logger, operationDeadline: operationDeadline)
                        try await unboundedClient.withConnection { locker in
                            _ = try await locker.query("BEGIN", logger: Backend.logger)
                            _ = try await locker.query("SELECT id FROM items WHERE id = 3 FOR UPDATE", logger: Backend.logger)
                            try await Self.application(on: .postgres(store)).test(.live) { client in
                                try await body(client, after, token) { _ = try await locker.query("COMMIT", logger: Backend.logger) }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Past the database's own bound, the database cancels the purchase's statement and rolls it back: the
    /// store's refusal says nothing was charged, which is true, then and later: the retry with the same key,
    /// once the lock is gone, makes the purchase (201), finding none made by the first.
    @Test func aPurchaseHeldUpPastTheDatabasesBoundIsRolledBackAndNeverChargedLater() async throws {
        try await Self.withItem3Locked(statementTimeout: .milliseconds(300), operationDeadline: .seconds(30)) {
            client, after, token, unlock in
            try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: Self.bearer(token, Self.key)) {
                response throws in
                #expect(try Self.problem(response) == (503, "store-busy"), "a problem but outcome-unknown: nothing was charged")
            }
            try await unlock()
            try await after.execute(uri: "/v1/items/3/purchase", method: .post, headers: Self.bearer(token, Self.key)) {
                response throws in
                #expect(response.status == .created, "made now: the first was never made")
            }
            #expect(try await Self.balance(after, token) == 6_200, "charged once")
        }
    }

    /// Past the server's own bound (the database waiting for ever), the purchase is abandoned and its
    /// connection closed; what it had sent may still be carried out, so the answer is `outcome-unknown`,
    /// never "not charged" (it was `unavailable`, and the purchase committed once the lock went). The retry
    /// with the same key finds it or makes it: charged once. The log says why, as for any write (it said nothing).
    @Test func aPurchaseAbandonedPastTheServersBoundIsOutcomeUnknownAndChargedOnce() async throws {
        let log = InMemoryLogHandler()
        let logger = Logger(label: "bazaar.test") { _ in log }
        try await Self.withItem3Locked(statementTimeout: nil, operationDeadline: .milliseconds(300), logger: logger) {
            client, after, token, unlock in
            try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: Self.bearer(token, Self.key)) {
                response throws in
                #expect(try Self.problem(response) == (503, "outcome-unknown"))
                #expect(!String(buffer: response.body).contains("not charged"))
            }
            let warnings = log.warnings
            #expect(warnings.contains { $0.contains("a write was abandoned") && $0.contains("is not known") }, "\(warnings)")
            try await unlock()
            try await after.execute(uri: "/v1/items/3/purchase", method: .post, headers: Self.bearer(token, Self.key)) {
                response throws in
                #expect([.ok, .created].contains(response.status), "found or made by its key: \(String(buffer: response.body))")
            }
            #expect(try await Self.balance(after, token) == 6_200, "charged once")
        }
    }

    /// A purchase whose task is cancelled once it has its connection (a request given up, a server stopping)
    /// is abandoned as one past the server's bound is: its connection closed, its outcome unknown. It was
    /// `CancellationError`, which the use case's contract reads as "cancelled before anything was written"
    /// and a client hears as "not charged" (503 `unavailable`), while what it had sent went on: here it waits
    /// for item 3's lock, and would have been charged once the lock went.
    @Test func aPurchaseCancelledOnceItHadItsConnectionIsOutcomeUnknownNeverNotCharged() async throws {
        let admin = try #require(Backend.postgresAdmin)
        try await Backend.withDatabase(admin) { url in
            try await Backend.withClient(url, statementTimeout: nil) { client in
                let store = PostgresStore(client: client, logger: Backend.logger, operationDeadline: .seconds(30))
                try await Backend.migrateAndSeed(store, Self.features)
                let purchase = MarketplaceContractTests.marketplace(.postgres(store)).purchase
                let key = try MarketplaceContractTests.key("0C6F6E65-0000-4000-8000-00000000CA7C")
                try await client.withConnection { locker in
                    _ = try await locker.query("BEGIN", logger: Backend.logger)
                    _ = try await locker.query("SELECT id FROM items WHERE id = 3 FOR UPDATE", logger: Backend.logger)
                    let buying = Task { try await purchase.buyOnce(Item.ID(3), Self.demo, key) }
                    while try await MarketplaceContractTests.waitingForALock(client) < 1 {
                        try Task.checkCancellation()  // the suite's time limit ends it
                        await Task.yield()
                    }
                    buying.cancel()
                    await #expect(throws: ServiceError.outcomeUnknown(server: nil)) { try await buying.value }
                    _ = try await locker.query("COMMIT", logger: Backend.logger)
                }
            }
        }
    }

    /// With PostgreSQL frozen (SIGSTOP: its connections open, new ones accepted, nothing answered), a request
    /// is answered once its operation's bound passes: 503, and the token that could not be checked is not
    /// taken for a logged-out one; nothing was charged, then or after the database thaws.
    @Test func withTheDatabaseFrozenEveryRequestIsAnsweredWithinItsBound() async throws {
        // Bounds of a second, not less: the login before and the balance after go through them too, and on a machine
        // busy with the whole suite a login's queries have taken longer than 300 ms.
        try await Backend.withProxiedPostgres(Self.features, connectionWait: .seconds(1), operationDeadline: .seconds(1)) {
            proxy, store in
            try await Self.application(on: .postgres(store)).test(.live) { client in
                let token = try await Self.logIn(client)
                proxy.freeze()
                try await client.execute(uri: "/v1/items", method: .get, headers: Self.bearer(token)) { response throws in
                    #expect(try Self.problem(response) == (503, "unavailable"))
                }
                try await client.execute(uri: "/v1/items/3/purchase", method: .post, headers: Self.bearer(token, Self.key)) {
                    response throws in
                    #expect(try Self.problem(response).0 == 503)
                }
                proxy.thaw()
                try await Self.waitUntilReady(client)
                #expect(try await Self.balance(client, token) == 10_000, "nothing was charged")
            }
        }
    }

    /// With PostgreSQL frozen, `/ready` answers within its own short bound, whatever the operations' are
    /// (here a minute each, past this suite's time limit): a balancer learns within a second.
    @Test func withTheDatabaseFrozenReadySaysSoWithinItsOwnBound() async throws {
        try await Backend.withProxiedPostgres(
            Self.features,
            connectionWait: .seconds(60), operationDeadline: .seconds(60), readyWithin: .milliseconds(300)
        ) { proxy, store in
            try await Self.application(on: .postgres(store)).test(.live) { client in
                // Ready first: on a machine busy with the whole suite, one ask's 300 ms can pass unfrozen too.
                try await Self.waitUntilReady(client)
                proxy.freeze()
                try await client.execute(uri: "/ready", method: .get) { response throws in
                    #expect(try Self.problem(response) == (503, "unavailable"))
                }
                proxy.thaw()
            }
        }
    }
}
