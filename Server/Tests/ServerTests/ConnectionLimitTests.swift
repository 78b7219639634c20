import Foundation
import Hummingbird
import Server
import ServerTesting
import Storage
import Testing

/// One client cannot take every connection: past its bound a new one from its address is closed at once,
/// while other addresses are served; and the bound on all connections stays below the open-file limit.
@Suite(.timeLimit(.minutes(1))) struct ConnectionLimitTests: ServerSuite {
    static let request = "GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"

    @Test func oneClientHoldingHalfSentRequestsCannotTakeEveryConnection() async throws {
        let limits = ConnectionLimits(total: 1_000, perClient: 4)
        let store = ServerStore.sqlite(try AppDatabase.inMemory(hasher: Backend.hasher, parts: Self.features.parts))
        let application = Application(
            router: try ServerApplication.router(useCases: .live(store: store, features: Self.features, hasher: Backend.hasher)),
            server: ServerApplication.httpServer(idleTimeout: nil, connections: limits))
        try await application.test(.live) { client in
            let port = Substring(String(client.port))
            let held = try (0..<4).map { _ in try RawConnection(port: port) }
            for connection in held { connection.send("GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a") }
            while limits.count(from: "127.0.0.1") < 4 {
                try Task.checkCancellation()  // the suite's time limit ends it
                await Task.yield()
            }

            let fifth = try RawConnection(port: port)
            fifth.send(Self.request)
            #expect(await fifth.readToEnd() == "", "closed unanswered")

            let other = try RawConnection(port: port, from: "127.0.0.2")
            other.send(Self.request)
            #expect(await other.readToEnd().hasPrefix("HTTP/1.1 200 "), "another client is served")
            withExtendedLifetime(held) {}
        }
    }

    @Test func allConnectionsTogetherStayBelowTheOpenFileLimit() {
        #expect(ConnectionLimits.totalFor(openFileLimit: 1024) == 1024 - ConnectionLimits.reserved)
        #expect(ConnectionLimits.totalFor(openFileLimit: 10) == 1)
        let limits = ConnectionLimits.forThisProcess(perClient: 128)
        #expect(limits.total < ConnectionLimits.openFileLimit())
        #expect(limits.perClient == 128)
    }
}
