internal import Foundation
public import Logging
public import NIOCore
public import PostgresNIO

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a PostgreSQL database is, read from a URL such as `postgres://bazaar:secret@127.0.0.1:5432/bazaar`.
public struct PostgresURL: Sendable, Equatable {
    public var host: String
    public var port: Int
    public var user: String
    public var password: String?
    public var database: String

    /// The parts of `text`, or nil when it is not a `postgres://` or `postgresql://` URL with a host, a user
    /// and a database, and nothing more: a parameter (`?sslmode=require`) would be one it does not honour, as
    /// it connects without TLS.
    public init?(_ text: String) {
        guard let url = URLComponents(string: text), ["postgres", "postgresql"].contains(url.scheme ?? ""),
            let host = url.host, !host.isEmpty, let user = url.user, !user.isEmpty, url.query == nil, url.fragment == nil
        else { return nil }
        let database = String(url.path.drop(while: { $0 == "/" }))
        guard !database.isEmpty, !database.contains("/") else { return nil }
        self.host = host
        self.port = url.port ?? 5432
        self.user = user
        self.password = url.password
        self.database = database
    }

    /// The URL as it may be shown: the password, if any, is never part of it.
    public var redacted: String { "postgres://\(user)\(password == nil ? "" : ":***")@\(host):\(port)/\(database)" }

    /// A client for the database (pool of at most `connections`), which the caller runs. Each connection's
    /// statements are cancelled by the database past `statementTimeout` (nil: never).
    public func client(
        connections: Int = 20, statementTimeout: Duration? = PostgresStore.statementTimeout, logger: Logger
    )
        -> PostgresClient
    {
        PostgresClient(configuration: configuration(connections: connections, statementTimeout: statementTimeout), backgroundLogger: logger)
    }

    /// How postgres-nio reaches the database, with a pool of at most `connections`, each connection asking
    /// the database (in startup parameters: no round trip) to cancel a statement past `statementTimeout`,
    /// and then also to end a session left idle in a transaction past `PostgresStore.idleInTransactionTimeout`.
    private func configuration(connections: Int, statementTimeout: Duration?) -> PostgresClient.Configuration {
        var configuration = PostgresClient.Configuration(
            host: host, port: port, username: user, password: password, database: database, tls: .disable)
        configuration.options.maximumConnections = connections
        if let statementTimeout {
            func milliseconds(_ duration: Duration) -> String {
                String(duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000)
            }
            configuration.options.additionalStartupParameters = [
                ("statement_timeout", milliseconds(statementTimeout)),
                ("idle_in_transaction_session_timeout", milliseconds(PostgresStore.idleInTransactionTimeout)),
            ]
        }
        return configuration
    }

    /// The server's pools: one on each loop of `group` (on as many loops as there are connections),
    /// `connections` in all. A task running on a loop uses the pool there (`PostgresStore(pools:)`), so a
    /// statement is sent, answered and its result read on the thread of the request that asked for it.
    ///
    /// Each pool keeps one connection open from the start (a closed one is opened again) and opens the rest
    /// as requests need them, closing one that stays idle for a minute; it sends no keep-alive query:
    /// postgres-nio arms a keep-alive timer each time a connection is given back, and cancels it when it is
    /// taken (with the idle timer, 13-19% of a request's CPU on the loops, and p99s over 100 ms: make
    /// bench-server). A connection that died idle is found when next used: closed, it is replaced
    /// (`PostgresStore`); silent, the operation's deadline gives up on it.
    ///
    /// One kept connection, not all of them: postgres-nio 1.33.2's pool stops the process (a precondition,
    /// `minimumConcurrentConnections <= stats.active`) when it holds fewer connections than its minimum and
    /// a request finds none idle. That is what a PostgreSQL restart leaves: every connection closes, the pool
    /// opens them all again at once, they all fail, and it retries one and forgets the others. With a
    /// minimum of one, the one it retries is the minimum (`DatabaseRestartTests`).
    ///
    /// The database cancels a statement past `statementTimeout` (see `PostgresStore.statementTimeout`).
    public func pools(
        connections: Int = 20, statementTimeout: Duration? = PostgresStore.statementTimeout,
        on group: any EventLoopGroup = PostgresClient.defaultEventLoopGroup, logger: Logger
    )
        -> [PostgresStore.Pool]
    {
        let loops = Array(group.makeIterator().prefix(max(1, connections)))
        return loops.enumerated().map { index, loop in
            let size = connections / loops.count + (index < connections % loops.count ? 1 : 0)
            var configuration = configuration(connections: size, statementTimeout: statementTimeout)
            configuration.options.minimumConnections = 1
            configuration.options.keepAliveBehavior = nil
            return PostgresStore.Pool(
                executor: EventLoopExecutor(loop),
                client: PostgresClient(configuration: configuration, eventLoopGroup: loop, backgroundLogger: logger))
        }
    }

    /// Runs `work` on a connection of its own, opened for it and closed after (a server's migrations, before
    /// its pools serve: a pool leased from before it runs says so in a warning). What PostgreSQL refuses, on
    /// connecting or after, comes as a `Refusal` that says why.
    public func withConnection<T>(logger: Logger, _ work: (PostgresConnection) async throws -> T) async throws -> T {
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(
                configuration: PostgresConnection.Configuration(
                    host: host, port: port, username: user, password: password, database: database, tls: .disable),
                id: 0, logger: logger)
        } catch let error as PSQLError {
            throw Refusal(error, at: self)
        }
        do {
            let result = try await work(connection)
            try await connection.close()
            return result
        } catch let error as PSQLError {
            try? await connection.close()
            throw Refusal(error, at: self)
        } catch {
            try? await connection.close()
            throw error
        }
    }

    /// What PostgreSQL refused, in one line a person can act on: postgres-nio's own description of an error says
    /// only "Generic description to prevent accidental leakage of sensitive data", so a server started while
    /// the database was starting up, full, or without its database could not say which.
    public struct Refusal: Error, CustomStringConvertible {
        public let description: String

        init(_ error: PSQLError, at url: PostgresURL) {
            let place = "PostgreSQL at \(url.host):\(url.port)/\(url.database)"
            guard let info = error.serverInfo else {
                let what =
                    switch error.code {
                    case .authMechanismRequiresPassword: "it asks for a password the URL does not give"
                    case .unsupportedAuthMechanism, .saslError: "it asks to sign in in a way this server cannot"
                    case .messageDecodingFailure: "what answered is not PostgreSQL; check the port"
                    default: "the connection failed (\(error.code)); check that it is running and accepts connections"
                    }
                description = "\(place): \(what)"
                return
            }
            let state = info[.sqlState].map { " (SQLSTATE \($0))" } ?? ""
            let what: String =
                switch info[.sqlState] {
                case "57P03": "start the server again once the database is ready"
                case "53300": "close some of its connections, or raise max_connections"
                case "3D000": "create the database, or name another in the URL"
                case "28P01": "check the user and password in the URL"
                case "28000": "check the user in the URL, and pg_hba.conf for this host"
                default: "see PostgreSQL's log"
                }
            description = "\(place) refused: \(info[.message] ?? "no reason given")\(state); \(what)"
        }
    }

    /// Whether something accepts TCP connections at `host`:`port` within `timeout`. postgres-nio's client
    /// waits for ever on a port nobody listens on, so a server asks this first and refuses to start.
    public func isReachable(within timeout: Duration) -> Bool {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &found) == 0, let first = found else { return false }
        defer { freeaddrinfo(first) }
        let milliseconds = Int32(clamping: timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let address = candidate {
            candidate = address.pointee.ai_next
            let descriptor = socket(address.pointee.ai_family, address.pointee.ai_socktype, address.pointee.ai_protocol)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            if connect(descriptor, address.pointee.ai_addr, address.pointee.ai_addrlen) == 0 { return true }
            guard errno == EINPROGRESS else { continue }
            var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            guard poll(&ready, 1, milliseconds) == 1 else { continue }
            var failure: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            if getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &length) == 0, failure == 0 { return true }
        }
        return false
    }
}
