import Foundation
import HTTPTypes
import Hummingbird
import LoginPostgresStorage
import Models
import PostgresNIO
import PostgresStorage
import Remote
import Server
import ServerTesting
import Storage
import Testing

/// PostgreSQL going away under a running server (a `FaultProxy` in front of it closes every connection and
/// refuses new ones): requests fail fast with 503 instead of waiting for the whole outage, `/ready` says
/// so, the waiting is bounded, and the server recovers on its own when the database is back.
@Suite(.timeLimit(.minutes(1)), .enabled(if: Backend.postgresAdmin != nil, "needs the throwaway PostgreSQL of scripts/postgres.sh"))
struct DatabaseFaultTests: ServerSuite {
    /// The store a fault test gets already holds a connection, so its first request does not open one within
    /// the short wait the test sets for its outage (on a busy machine, opening one took longer: a flake).
    @Test func theStoreATestGetsHoldsAConnectionAlready() async throws {
        try await Backend.withProxiedPostgres(Self.features, connectionWait: .milliseconds(400)) { proxy, _ in
            #expect(proxy.openConnections >= 2, "a connection through the proxy, both its sides")
        }
    }

    @Test func withTheDatabaseGoneRequestsAre503AtOnceAndReadySaysSoUntilItIsBack() async throws {
        try await Backend.withProxiedPostgres(Self.features, connectionWait: .milliseconds(400)) { proxy, store in
            try await Self.application(on: .postgres(store)).test(.live) { client in
                let token = try await Self.logIn(client)
                try await client.execute(uri: "/ready", method: .get) { response throws in #expect(response.status == .ok) }
                proxy.goDown()
                try await client.execute(uri: "/ready", method: .get) { response throws in
                    #expect(try Self.problem(response) == (503, "unavailable"))
                }
                // The token cannot be checked: 503, never a 401 that would log the user out.
                try await client.execute(uri: "/v1/sessions/current", method: .delete, headers: Self.bearer(token)) {
                    response throws in
                    #expect(try Self.problem(response) == (503, "unavailable"))
                }
                try await client.execute(
                    uri: "/v1/sessions", method: .post, headers: [.contentType: "application/json"],
                    body: Self.json(#"{"email":"demo@bazaar.dev","password":"bazaar-demo"}"#)
                ) { response throws in
                    #expect(try Self.problem(response) == (503, "unavailable"))
                }
                proxy.comeBack()
                try await Self.waitUntilReady(client)
                try await client.execute(uri: "/v1/sessions/current", method: .delete, headers: Self.bearer(token)) {
                    response throws in
                    #expect(response.status == .noContent, "the session outlived the outage")
                }
            }
        }
    }

    /// An operation that has its connection but no answer is abandoned once its deadline passes (a query
    /// on a connection that closed under it would otherwise wait for ever): 503, and the store goes on.
    @Test func anOperationWithNoAnswerByItsDeadlineIsAbandonedAnd503() async throws {
        try await Backend.withPostgres(Self.features) { seeded in
            let store = PostgresStore(
                client: seeded.client, logger: Backend.logger, connectionWait: .milliseconds(200), operationDeadline: .milliseconds(300))
            try await seeded.client.withConnection { locker in
                // Another session holds the accounts table: the store's lookup waits for it past its deadline.
                _ = try await locker.query("BEGIN", logger: Backend.logger)
                _ = try await locker.query("LOCK TABLE accounts IN ACCESS EXCLUSIVE MODE", logger: Backend.logger)
                await #expect(throws: ServiceError.unavailable) { try await store.accounts.account(email: DemoData.user.email) }
                _ = try await locker.query("ROLLBACK", logger: Backend.logger)
            }
            #expect(try await store.accounts.account(email: DemoData.user.email) != nil, "the store goes on")
        }
    }

    /// A logout abandoned once it had its connection may still be carried out (its DELETE waits for the lock,
    /// then runs, as a reviewer saw a stalled commit do): it is `outcomeUnknown`, never `unavailable`, which
    /// reads as "not done".
    @Test func aLogoutAbandonedPastItsDeadlineIsOfUnknownOutcome() async throws {
        try await Backend.withPostgres(Self.features) { seeded in
            let store = PostgresStore(
                client: seeded.client, logger: Backend.logger, connectionWait: .milliseconds(200), operationDeadline: .milliseconds(300))
            try await store.sessions.insert(tokenHash: "abandoned", user: DemoUser.id, expiresAt: Date() + 3600, now: Date())
            // Two connections open before the lock, one for the locker and one for the logout: on a busy machine a
            // new one took longer than the store's wait, and the logout was rightly "unavailable" (nothing sent).
            try await seeded.client.withConnection { _ in try await seeded.client.withConnection { _ in } }
            try await seeded.client.withConnection { locker in
                _ = try await locker.query("BEGIN", logger: Backend.logger)
                _ = try await locker.query("LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE", logger: Backend.logger)
                await #expect(throws: ServiceError.outcomeUnknown(server: nil)) { try await store.sessions.revoke(tokenHash: "abandoned") }
                _ = try await locker.query("ROLLBACK", logger: Backend.logger)
            }
        }
    }

    /// The server answers every request before the app's client gives up on it: the wait for a connection
    /// and an operation's run add up to less than the client's whole-request deadline, with room for the
    /// request's own work; the database gives up on a statement before the server does; `/ready` answers
    /// before an operation would give up waiting for a connection.
    @Test func theServersBoundsAddUpToLessThanTheClientsDeadline() {
        let longest = PostgresStore.defaultConnectionWait + PostgresStore.defaultOperationDeadline
        #expect(longest + .seconds(2) <= GuardedTransport.defaultDeadline)
        #expect(PostgresStore.statementTimeout < PostgresStore.defaultOperationDeadline)
        #expect(PostgresStore.defaultReadyWithin < PostgresStore.defaultConnectionWait)
    }

    /// With the database refusing connections, `/ready` answers within its own short bound, whatever the
    /// operations' are (a minute here, past this suite's time limit).
    @Test func withTheDatabaseRefusingReadySaysSoWithinItsOwnBound() async throws {
        try await Backend.withProxiedPostgres(
            Self.features,
            connectionWait: .seconds(60), operationDeadline: .seconds(60), readyWithin: .milliseconds(300)
        ) { proxy, store in
            try await Self.application(on: .postgres(store)).test(.live) { client in
                proxy.goDown()
                try await client.execute(uri: "/ready", method: .get) { response throws in
                    #expect(try Self.problem(response) == (503, "unavailable"))
                }
            }
        }
    }

    /// A database a newer version migrated (a migration this one does not know) is refused, as SQLite's is,
    /// and left as it is.
    @Test func aDatabaseANewerVersionMigratedIsRefusedAndLeftAlone() async throws {
        try await Backend.withPostgres(Self.features) { store in
            try await store.client.query("INSERT INTO schema_migrations (identifier) VALUES ('v999-from-a-newer-version')")
            await #expect(throws: StoreError.newerSchema) { try await store.migrate(parts: Self.features.postgresParts) }
            var count = 0
            for try await identifier in try await store.client.query("SELECT identifier FROM schema_migrations").decode(String.self) {
                #expect(
                    PostgresStore.migrationIdentifiers(Self.features.postgresParts).contains(identifier)
                        || identifier == "v999-from-a-newer-version")
                count += 1
            }
            #expect(count == PostgresStore.migrationIdentifiers(Self.features.postgresParts).count + 1, "nothing was applied or removed")
        }
    }

    /// The migrations and the demo's seeding run with neither of the pool's bounds (a statement's, a pause's
    /// in a transaction): a pause past the pool's (the process busy elsewhere) made the database end the
    /// session, and the next statement waited for the migration's deadline of ten minutes.
    @Test func theMigrationsAndTheSeedingRunWithoutThePoolsBounds() async throws {
        let admin = try #require(Backend.postgresAdmin)
        try await Backend.withDatabase(admin) { url in
            try await Backend.withClient(url, statementTimeout: .seconds(1)) { client in
                let store = PostgresStore(client: client, logger: Backend.logger)
                let parts = Self.features.postgresParts + [BoundsSeen.self]
                try await store.migrate(parts: parts)
                try await store.seedDemo(user: DemoData.user, passwordHash: try DemoData.passwordHash(for: Backend.hasher), parts: parts)
                var seen: [String] = []
                for try await (statement, pause) in try await client.query("SELECT statement, pause FROM bounds_seen").decode(
                    (String, String).self)
                {
                    seen += [statement, pause]
                }
                #expect(seen == ["0", "0", "0", "0"], "in the migration, then in the seeding")
            }
        }
    }

    /// The database ends a session idle in a transaction only past an operation's deadline, not a statement's
    /// bound: a pause past the statement's bound (the process busy elsewhere) ended the session, and the next
    /// statement then waited for the operation's deadline (a fault test ran past its limit under the whole
    /// suite's load).
    @Test func aPauseInATransactionIsBoundedByTheOperationsDeadlineNotAStatementsBound() async throws {
        let admin = try #require(Backend.postgresAdmin)
        try await Backend.withDatabase(admin) { url in
            try await Backend.withClient(url, statementTimeout: .milliseconds(300)) { client in
                let bounds = try await client.withTransaction(logger: Backend.logger) { connection in
                    var bounds: [String] = []
                    for try await (statement, pause) in try await connection.query(
                        "SELECT current_setting('statement_timeout'), current_setting('idle_in_transaction_session_timeout')",
                        logger: Backend.logger
                    ).decode((String, String).self) {
                        bounds = [statement, pause]
                    }
                    return bounds
                }
                #expect(bounds == ["300ms", "10s"])
            }
        }
    }

    /// A part whose migration and seeding write down the bounds their transaction runs with.
    enum BoundsSeen: PostgresFeature {
        static let migrations: [(identifier: String, sql: [PostgresQuery])] = [
            (
                "test-bounds-seen",
                [
                    """
                    CREATE TABLE bounds_seen AS SELECT current_setting('statement_timeout') AS statement,
                        current_setting('idle_in_transaction_session_timeout') AS pause
                    """
                ]
            )
        ]

        static func seedDemo(on connection: PostgresConnection, demo: User.ID, logger: Logger) async throws {
            try await connection.query(
                """
                INSERT INTO bounds_seen SELECT current_setting('statement_timeout'),
                    current_setting('idle_in_transaction_session_timeout')
                """, logger: logger)
        }
    }

    @Test func atMostTheLimitOfOperationsWaitForAConnectionAndTheRestFailAtOnce() async throws {
        try await Backend.withProxiedPostgres(Self.features, connectionWait: .seconds(50), maximumWaiting: 2, opensAConnection: false) {
            proxy, store in
            // Down before the pool has made any connection: every operation waits for one.
            proxy.goDown()
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<2 { group.addTask { _ = try await store.accounts.account(email: DemoData.user.email) } }
                while store.operationsWaiting < 2 {
                    try Task.checkCancellation()  // the suite's time limit ends it, should they never wait
                    await Task.yield()
                }
                await #expect(throws: ServiceError.unavailable, "a third does not wait") {
                    try await store.accounts.account(email: DemoData.user.email)
                }
                #expect(store.operationsWaiting == 2, "the two still wait")
                proxy.comeBack()
                try await group.waitForAll()
            }
            #expect(store.operationsWaiting == 0)
        }
    }
}
