import Foundation
import Hummingbird
import Models
import NIOCore
import NIOPosix
import PostgresNIO
import Server
import ServerTesting
import Storage
import Synchronization
import Testing
import UseCases

@testable import PostgresStorage

/// A connection's requests run on its event loop (`ServedConnection`), each statement on the pool of that
/// loop (`PostgresURL.pools`), and what would hold a loop up (a password's hash) runs elsewhere.
@Suite(.timeLimit(.minutes(1))) struct EventLoopTests: ServerSuite {
    /// A hasher that says, for each password it checks, whether it ran on an event loop.
    final class WhereChecked: PasswordHasher {
        let base = Backend.hasher
        let onALoop = Mutex<[Bool]>([])
        func hash(_ password: Password) throws -> PasswordHash { try base.hash(password) }
        func verify(_ password: Password, against hash: PasswordHash) -> Bool {
            onALoop.withLock { $0.append(MultiThreadedEventLoopGroup.currentEventLoop != nil) }
            return base.verify(password, against: hash)
        }
        var decoy: PasswordHash { base.decoy }
    }

    @Test func aConnectionsRequestsRunOnItsEventLoop() async throws {
        let router = Router()
        router.get("/where") { _, _ in MultiThreadedEventLoopGroup.currentEventLoop == nil ? "elsewhere" : "on a loop" }
        let application = Application(router: router, server: ServerApplication.httpServer(idleTimeout: nil))
        try await application.test(.live) { client in
            try await client.execute(uri: "/where", method: .get) { response in
                #expect(String(buffer: response.body) == "on a loop")
            }
        }
    }

    @Test func aLoginsPasswordIsCheckedOffTheEventLoops() async throws {
        let hasher = WhereChecked()
        let database = try AppDatabase.inMemory(hasher: Backend.hasher, parts: Self.features.parts)
        try await database.seedDemo(hasher: Backend.hasher)
        let application = Application(
            router: try ServerApplication.router(useCases: .live(store: .sqlite(database), features: Self.features, hasher: hasher)),
            server: ServerApplication.httpServer(idleTimeout: nil))
        try await application.test(.live) { client in
            _ = try await Self.logIn(client)
        }
        #expect(hasher.onALoop.withLock { $0 } == [false])
    }

    @Test(.enabled(if: Backend.postgresAdmin != nil, "needs the throwaway PostgreSQL of scripts/postgres.sh"))
    func anOperationUsesThePoolOfTheLoopItRunsOnAndAnyOtherTheFirst() async throws {
        try await TestDatabase.with(users: 1, features: Self.features) { database in
            let group = MultiThreadedEventLoopGroup(numberOfThreads: 3)
            do {
                // Two connections: two pools, on the group's first two loops.
                let pools = database.url.pools(connections: 2, on: group, logger: Backend.logger)
                #expect(pools.count == 2)
                let store = PostgresStore(pools: pools, logger: Backend.logger)
                try await withThrowingTaskGroup(of: Void.self) { tasks in
                    for pool in pools { tasks.addTask { try await pool.run() } }
                    defer { tasks.cancelAll() }
                    for pool in pools {
                        let loop = try await withTaskExecutorPreference(pool.executor) {
                            try await store.withConnection { connection in connection.eventLoop }
                        }
                        #expect(loop === pool.executor.eventLoop)
                    }
                    let third = EventLoopExecutor(Array(group.makeIterator())[2])
                    let elsewhere = try await withTaskExecutorPreference(third) {
                        try await store.withConnection { connection in connection.eventLoop }
                    }
                    #expect(elsewhere === pools[0].executor.eventLoop, "a loop with no pool uses the first")
                }
                try await group.shutdownGracefully()
            } catch {
                try? await group.shutdownGracefully()
                throw error
            }
        }
    }
}
