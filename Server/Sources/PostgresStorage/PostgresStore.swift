internal import Foundation
public import Logging
internal import Metrics
public import Models
public import PostgresNIO
public import ServiceLifecycle
internal import Synchronization
public import UseCases

/// The accounts' repository on PostgreSQL (each feature's tree adds its own: Login's, the sessions), on one connection
/// pool or on one for each event loop (`init(pools:)`, the server's). Several servers can share one database:
/// each statement is scoped to its owner, migrations run once under an advisory lock, and the database's
/// constraints hold whatever the code does.
public struct PostgresStore: Sendable {
    /// The pool, or the first of the pools: what an operation uses when it runs on none of their loops.
    public let client: PostgresClient
    /// The logger each statement is given. postgres-nio annotates a copy of it with the connection's id for
    /// every statement, which `StreamLogHandler` formats at once (3% of a page's CPU), and logs a statement
    /// only at debug or trace: above those, a logger that drops everything, at no cost.
    package let logger: Logger
    /// The server's own logger, at its level: a failure the use cases are told only as "unavailable" or
    /// "busy" is told here why (`failure(_:)`), for whoever runs the server.
    let operatorLogger: Logger
    /// How long an operation waits for one of the pool's connections before it fails with
    /// `ServiceError.unavailable` (503): with the database gone, the pool has none to give, and without a
    /// bound every request would wait for the whole outage and run when it is long given up.
    let connectionWait: Duration
    /// The operations waiting for a connection, at most `Waiting.limit`: past it one fails at once.
    let waiting: Waiting
    /// How long an operation may run once it has its connection before it is abandoned (see `leased`).
    let operationDeadline: Duration

    /// How long `ping` (`GET /ready`) waits for the database in all, connection and answer.
    let readyWithin: Duration
    /// Whether the last `ping` found the database taking no writes: the log says so when that changes, not at
    /// every poll of a balancer.
    let readOnlySeen = ReadOnlySeen()

    /// How long an operation waits for a connection by default.
    public static let defaultConnectionWait: Duration = .seconds(2)
    /// How long an operation may run by default once it has its connection: with the wait, 12 s, so that
    /// the app's client (whose deadline is 15 s: `GuardedTransport`) hears the server's own answer, even
    /// with the database frozen.
    public static let defaultOperationDeadline: Duration = .seconds(10)
    /// How long the database itself lets a statement run before it cancels it, and with it its transaction
    /// (`statement_timeout`, which `PostgresURL` gives each connection): shorter than the operation
    /// deadline, so that a statement held up (waiting for a row another transaction locked, say) is given
    /// up by the database first, which then says truly that nothing was done (`StoreError.busy`: "You were
    /// not charged."). Work the server abandons can still be carried out afterwards, and so is never called
    /// undone (`Abandoned`).
    public static let statementTimeout: Duration = .seconds(8)
    /// How long the database lets a session sit idle in a transaction before it ends it
    /// (`idle_in_transaction_session_timeout`, which `PostgresURL` gives each connection bounded by a
    /// `statementTimeout`): an operation's deadline, so that it ends only a session whose client is gone
    /// unseen (a network cut, which would otherwise hold its locks for as long as TCP takes to notice), never
    /// one the server is still in. It was the statement's bound: a pause that long between two statements (the
    /// process busy elsewhere) ended the session, and postgres-nio then left the next statement waiting for
    /// the operation's deadline (a fault test ran past its limit under the whole suite's load).
    public static let idleInTransactionTimeout: Duration = defaultOperationDeadline
    /// How long `/ready` waits for the database in all by default, connection and answer.
    public static let defaultReadyWithin: Duration = .seconds(1)

    /// A store on `client`, which the caller runs (`client.run()`, as a service of the server). An
    /// operation waits at most `connectionWait` for a connection, at most `maximumWaiting` wait at once,
    /// and one that has its connection is abandoned after `operationDeadline`; `ping` ends within
    /// `readyWithin`.
    public init(
        client: PostgresClient, logger: Logger, connectionWait: Duration = defaultConnectionWait, maximumWaiting: Int = 128,
        operationDeadline: Duration = defaultOperationDeadline, readyWithin: Duration = defaultReadyWithin
    ) {
        self.init(
            pools: [], first: client, logger: logger, connectionWait: connectionWait, maximumWaiting: maximumWaiting,
            operationDeadline: operationDeadline, readyWithin: readyWithin)
    }

    /// A store on a pool on each event loop (`PostgresURL.pools`, which the caller runs): an operation of a
    /// task running on one of the loops (`ServedConnection`, in Server) uses the pool there; any other, the
    /// first. Otherwise as `init(client:)`.
    public init(
        pools: [Pool], logger: Logger, connectionWait: Duration = defaultConnectionWait, maximumWaiting: Int = 128,
        operationDeadline: Duration = defaultOperationDeadline, readyWithin: Duration = defaultReadyWithin
    ) {
        precondition(!pools.isEmpty, "a store needs a pool")
        self.init(
            pools: pools, first: pools[0].client, logger: logger, connectionWait: connectionWait, maximumWaiting: maximumWaiting,
            operationDeadline: operationDeadline, readyWithin: readyWithin)
    }

    private init(
        pools: [Pool], first client: PostgresClient, logger: Logger, connectionWait: Duration, maximumWaiting: Int,
        operationDeadline: Duration, readyWithin: Duration
    ) {
        self.pools = pools
        self.client = client
        self.logger = logger.logLevel > .debug ? Logger(label: logger.label) { _ in SwiftLogNoOpLogHandler() } : logger
        self.operatorLogger = logger
        self.connectionWait = connectionWait
        self.waiting = Waiting(limit: maximumWaiting)
        self.operationDeadline = operationDeadline
        self.readyWithin = readyWithin
    }

    /// A connection pool on one event loop, and the loop as a task executor. Run as a service, the pool's
    /// own work (leases, timers) runs on its loop too.
    public struct Pool: Service {
        public let executor: EventLoopExecutor
        public let client: PostgresClient

        public func run() async throws {
            await withTaskExecutorPreference(executor) { await client.run() }
        }
    }

    /// The pools on each loop, if the store was made with them.
    public let pools: [Pool]

    /// The pool on the loop this code runs on, if any.
    private var poolHere: Pool? { pools.first { $0.executor.eventLoop.inEventLoop } }

    /// The bounds of the operations in flight, checked by one task while there are any.
    let deadlines = Deadlines()

    /// How many operations wait for a connection now.
    public var operationsWaiting: Int { waiting.current }

    public var accounts: PostgresAccounts { PostgresAccounts(store: self) }

    /// Answers when the database does (`GET /ready`), within `readyWithin` in all, connection and answer: a
    /// balancer learns within a second that the database is gone, refusing connections or frozen.
    /// A database that answers but takes no writes (a standby, or `default_transaction_read_only` on) is not
    /// ready either: it throws `StoreError.readOnly`. The log says so once it is found so, and once it takes
    /// writes again.
    public func ping() async throws {
        let readOnly = try await withConnection(waitingAtMost: readyWithin, runningAtMost: .zero) { [logger] connection in
            guard let row = try await connection.rows("SELECT current_setting('transaction_read_only')", logger: logger).first
            else { return false }
            var cells = Cells(row)
            return try cells.next(String.self) == "on"
        }
        if readOnlySeen.changed(to: readOnly) {
            if readOnly {
                operatorLogger.warning("database: it takes no writes (transaction_read_only is on: a standby, or read-only by default)")
            } else {
                operatorLogger.info("database: it takes writes again")
            }
        }
        guard !readOnly else { throw StoreError.readOnly }
    }

    private static let inFlight = Meter(label: "bazaar_database_operations_in_flight")

    /// Runs `work` on one of the pool's connections, waiting for one at most `wait` (`connectionWait` when
    /// nil) and letting it run at most `run` past the wait's end (`operationDeadline` when nil), and reports
    /// the database's own conditions as the `StoreError`s and `ServiceError`s the use cases know; errors of
    /// the work itself come through as they are. Every operation goes through here: their number is the
    /// pool's use (`bazaar_database_operations_in_flight` at /metrics).
    ///
    /// Work abandoned once it had its connection (`Abandoned`) is reported as `ServiceError.unavailable`,
    /// which suits a read: a write says otherwise (`writing`).
    @discardableResult
    package func withConnection<T: Sendable>(
        waitingAtMost wait: Duration? = nil, runningAtMost run: Duration? = nil, translatingErrors: Bool = true,
        _ work: @escaping @Sendable (PostgresConnection) async throws -> T
    ) async throws -> T {
        Self.inFlight.increment()
        defer { Self.inFlight.decrement() }
        do {
            let waitEnds = ContinuousClock.now + (wait ?? connectionWait)
            return try await leased(by: waitEnds, runningUntil: waitEnds + (run ?? operationDeadline), work)
        } catch  where translatingErrors {
            throw failure(error)
        }
    }

    /// `withConnection` for work that changes what is kept: when it cannot be told whether the work was
    /// carried out (abandoned once it had its connection, or its COMMIT's answer lost), it is
    /// `ServiceError.outcomeUnknown`, never "unavailable": a client asks again with the same idempotency
    /// key, which finds what was kept.
    @discardableResult
    package func writing<T: Sendable>(_ work: @escaping @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        do {
            return try await withConnection(translatingErrors: false, work)
        } catch {
            throw writeFailure(error)
        }
    }

    /// The error the use cases know for a write's `error`, as `withConnection(translatingErrors: false)`
    /// reports it: a write that may have been carried out (abandoned once it had its connection, or its
    /// COMMIT's answer lost) is `ServiceError.outcomeUnknown`, never "not done", and a warning in the log says
    /// so; any other is `failure(_:)`'s.
    package func writeFailure(_ error: any Error) -> any Error {
        switch error {
        case is Abandoned:
            operatorLogger.warning(
                "database: a write was abandoned (past its deadline, or cancelled); whether it was carried out is not known")
        case let failure as TransactionFailure where failure.part == .commit:
            operatorLogger.warning("database: a COMMIT's answer was lost; whether it was carried out is not known")
        default:
            return failure(error)
        }
        return ServiceError.outcomeUnknown(server: nil)
    }

    /// `work` on a connection leased by `waitEnds`: the lease is given up (`NoConnection`) when none came by
    /// then, or at once when `Waiting.limit` operations wait already. Once it has its connection, `work`
    /// runs to its end, but for one bound: past `runEnds` it is abandoned (`Abandoned`) and its connection
    /// closed, so that nothing more of it reaches the database. A query sent on a connection that closed
    /// under it can wait for ever (postgres-nio drops the write and never answers it), and one sent to a
    /// database that stopped answering (frozen, or its host gone) waits for as long as TCP does: that bound
    /// is what keeps a request from hanging. A connection the pool hands out already closed is given back
    /// and another one asked for, within the same wait.
    private func leased<T: Sendable>(
        by waitEnds: ContinuousClock.Instant, runningUntil runEnds: ContinuousClock.Instant,
        _ work: @escaping @Sendable (PostgresConnection) async throws -> T
    )
        async throws -> T
    {
        var attempt = 0
        while true {
            attempt += 1
            do {
                return try await leasedOnce(by: waitEnds, runningUntil: runEnds, work)
            } catch is ConnectionGone where attempt < 3 && ContinuousClock.now < waitEnds {
                continue
            } catch is ConnectionGone {
                throw NoConnection()
            }
        }
    }

    private func leasedOnce<T: Sendable>(
        by waitEnds: ContinuousClock.Instant, runningUntil runEnds: ContinuousClock.Instant,
        _ work: @escaping @Sendable (PostgresConnection) async throws -> T
    )
        async throws -> T
    {
        let lease = Lease(waiting)
        guard lease.isWaiting else { throw NoConnection() }
        defer { lease.end() }
        let here = poolHere
        let client = here?.client ?? client
        let outcome = Outcome<T>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
                outcome.start(continuation)
                let running = Task(executorPreference: here?.executor) {
                    do {
                        outcome.finish(
                            .success(
                                try await client.withConnection { connection in
                                    guard lease.take() else { throw NoConnection() }  // the wait was over first
                                    guard !connection.isClosed else {
                                        // Given back only once its close is done, so that the pool has seen it
                                        // and does not hand it out again.
                                        try? await connection.closeFuture.get()
                                        throw ConnectionGone()
                                    }
                                    guard outcome.runs(on: connection) else { throw Abandoned() }
                                    return try await work(connection)
                                }))
                    } catch {
                        outcome.finish(.failure(error))
                    }
                }
                outcome.onFinish { running.cancel() }
                // Past `waitEnds` without a connection, the wait is over; past `runEnds`, the work is abandoned.
                deadlines.watch { now in
                    if outcome.isFinished { return true }
                    if now >= waitEnds, lease.expire() {
                        outcome.finish(.failure(NoConnection()))
                        return true
                    }
                    guard now >= runEnds else { return false }
                    outcome.abandon()
                    return true
                }
            }
        } onCancel: {
            outcome.cancel()
        }
    }

    /// The deadlines of the operations in flight, each a check of its own run every `tick` by one task,
    /// which runs only while there are some: a timer for each operation (a task sleeping beside it) cost
    /// 4% of a page's time (make bench-server's profile). A bound is kept to within a tick.
    final class Deadlines: @unchecked Sendable {
        static let tick = Duration.milliseconds(10)
        // Read and written with `lock` held.
        private let lock = NSLock()
        private var checks: [@Sendable (ContinuousClock.Instant) -> Bool] = []
        private var ticking = false

        /// Runs `check` with the time every tick until it answers true (its operation is over).
        func watch(_ check: @escaping @Sendable (ContinuousClock.Instant) -> Bool) {
            let starts = lock.withLock {
                checks.append(check)
                defer { ticking = true }
                return !ticking
            }
            if starts { Task { await self.tickWhileWatching() } }
        }

        private func tickWhileWatching() async {
            while true {
                try? await Task.sleep(for: Self.tick)
                let now = ContinuousClock.now
                let due = lock.withLock {
                    defer { checks = [] }
                    return checks
                }
                let open = due.filter { !$0(now) }
                let idle = lock.withLock {
                    checks.append(contentsOf: open)
                    ticking = !checks.isEmpty
                    return !ticking
                }
                if idle { return }
            }
        }
    }

    /// One operation's result, given once: by its work, its deadlines or its cancellation, whichever comes first.
    final class Outcome<T: Sendable>: @unchecked Sendable {
        // Everything is read and written with `lock` held.
        private let lock = NSLock()
        private var continuation: CheckedContinuation<T, any Error>?
        private var early: Result<T, any Error>?
        private var finished = false
        private var cleanup: (@Sendable () -> Void)?
        /// The connection the work runs on, once it has one.
        private var connection: PostgresConnection?

        /// Notes that the work runs on `connection`: false when the operation is over already (it was
        /// abandoned, or cancelled), and the work must not start.
        func runs(on connection: PostgresConnection) -> Bool {
            lock.withLock {
                guard !finished else { return false }
                self.connection = connection
                return true
            }
        }

        /// Gives up the work (`Abandoned`), and closes its connection, if it has one: what it sent is
        /// carried out or not, but nothing more of it reaches the database, and a transaction it left
        /// open is rolled back.
        func abandon(byCancellation: Bool = false) {
            guard finish(.failure(Abandoned(byCancellation: byCancellation))) else { return }
            let closing: EventLoopFuture<Void>? = lock.withLock { connection }?.close()
            _ = closing
        }

        /// The operation's task was cancelled: before the work had its connection, nothing of it reached the
        /// database (`CancellationError`); once it had, it is abandoned as one past its deadline is, since
        /// what it sent may still be carried out (a purchase cancelled so is never said to be "not charged").
        func cancel() {
            if !finish(.failure(CancellationError()), unlessRunning: true) { abandon(byCancellation: true) }
        }

        func start(_ continuation: CheckedContinuation<T, any Error>) {
            let result: Result<T, any Error>? = lock.withLock {
                if let early { return early }
                self.continuation = continuation
                return nil
            }
            if let result { continuation.resume(with: result) }
        }

        /// Whether there is a result.
        var isFinished: Bool { lock.withLock { finished } }

        /// What to do once there is a result (let the work go).
        func onFinish(_ body: @escaping @Sendable () -> Void) {
            let now = lock.withLock {
                if finished { return true }
                cleanup = body
                return false
            }
            if now { body() }
        }

        /// Gives `result`, unless a result was given already (or, `unlessRunning`, the work has its
        /// connection): whether this one was taken.
        @discardableResult
        func finish(_ result: Result<T, any Error>, unlessRunning: Bool = false) -> Bool {
            let (taken, waiting, body): (Bool, CheckedContinuation<T, any Error>?, (@Sendable () -> Void)?) = lock.withLock {
                guard !finished, !(unlessRunning && connection != nil) else { return (false, nil, nil) }
                finished = true
                if continuation == nil { early = result }
                defer { continuation = nil }
                return (true, continuation, cleanup)
            }
            waiting?.resume(with: result)
            body?()
            return taken
        }
    }

    /// The pool handed out a connection that had closed already: given back, another is asked for.
    struct ConnectionGone: Error {}

    /// An operation that had its connection did not finish within `operationDeadline`, or its task was
    /// cancelled (`byCancellation`): it was abandoned and its connection closed, and what it did, if anything,
    /// is not known (a statement it had sent may still be carried out, an autocommit INSERT or a COMMIT).
    package struct Abandoned: Error {
        var byCancellation = false
    }

    /// No connection came within the wait, or too many operations wait already (`ServiceError.unavailable`
    /// to the use cases).
    struct NoConnection: Error {}

    /// What the last `ping` found: taking writes or not.
    final class ReadOnlySeen: Sendable {
        private let seen = Atomic(false)

        /// Records what a ping found: whether it differs from what the one before found (the first found
        /// differs from writes taken only when it is read-only).
        func changed(to readOnly: Bool) -> Bool {
            seen.exchange(readOnly, ordering: .relaxed) != readOnly
        }
    }

    /// How many operations wait for a connection, with a limit.
    final class Waiting: @unchecked Sendable {
        let limit: Int
        private let lock = NSLock()
        private var count = 0

        init(limit: Int) { self.limit = max(1, limit) }

        /// Counts one more waiting, unless `limit` wait already.
        func enter() -> Bool {
            lock.withLock {
                guard count < limit else { return false }
                count += 1
                return true
            }
        }

        func leave() { lock.withLock { count -= 1 } }

        /// How many wait now.
        var current: Int { lock.withLock { count } }
    }

    /// One operation's wait for a connection: it ends once, leased, expired or given up, and leaves the
    /// count of those waiting then.
    final class Lease: @unchecked Sendable {
        private let waiting: Waiting
        private let lock = NSLock()
        private var open: Bool

        init(_ waiting: Waiting) {
            self.waiting = waiting
            open = waiting.enter()
        }

        var isWaiting: Bool { lock.withLock { open } }

        /// Ends the wait with a connection: false when it had ended already (expired).
        func take() -> Bool { close() }
        /// Ends the wait without one: false when it had ended already (leased).
        func expire() -> Bool { close() }
        /// Ends the wait, if it has not ended (the lease failed or was cancelled).
        func end() { _ = close() }

        private func close() -> Bool {
            let closed = lock.withLock {
                guard open else { return false }
                open = false
                return true
            }
            if closed { waiting.leave() }
            return closed
        }
    }

    /// `translated(error)`, and a warning in the server's log that says what the use cases are not told: why
    /// the database could not serve (no connection came, the work was abandoned, what PostgreSQL said).
    /// Never a statement, a value or a message that could quote one: postgres-nio's kind of failure and a SQLSTATE.
    package func failure(_ error: any Error) -> any Error {
        let translated = Self.translated(error)
        let cause: String? =
            switch (error as? TransactionFailure)?.error ?? error {
            case is NoConnection: "no connection came within the wait (\(waiting.current) of at most \(waiting.limit) operations wait now)"
            case let abandoned as Abandoned where !abandoned.byCancellation: "an operation ran past its deadline and was abandoned"
            case let error as PSQLError:
                // Its kind and SQLSTATE only: PostgreSQL's message can quote a value, and a reply postgres-nio
                // could not decode is kept whole beside the error.
                "PostgreSQL: \(error.code)\(error.serverInfo.map { " SQLSTATE \($0[.sqlState] ?? "?")" } ?? "")"
                    + (error.underlying.map { " (\(type(of: $0)))" } ?? "")
            default: nil
            }
        if let cause { operatorLogger.warning("database: \(cause)") }
        return translated
    }

    /// The SQLSTATE of a database error, such as `40001` (serialization failure) or `23505` (unique violation).
    package static func sqlState(of error: any Error) -> String? {
        if let failure = error as? TransactionFailure { return sqlState(of: failure.error) }
        return (error as? PSQLError)?.serverInfo?[.sqlState]
    }

    /// The error the use cases know for `error`, as `withConnection` reports it (a transaction's failure is
    /// the failure of its part that failed).
    private static func translated(_ error: any Error) -> any Error {
        translatedAlone((error as? TransactionFailure)?.error ?? error)
    }

    private static func translatedAlone(_ error: any Error) -> any Error {
        switch error {
        // A read cancelled once it had its connection: cancelled, as it would have been a moment before.
        case let abandoned as Abandoned where abandoned.byCancellation: return CancellationError()
        case is ServiceError, is StoreError, is any ExplainedError, is CancellationError: return error
        default:
            switch sqlState(of: error) {
            case "53100": return StoreError.diskFull
            case "25006": return StoreError.readOnly
            case "XX001", "XX002": return StoreError.corrupt
            case "55P03", "57014": return StoreError.busy
            default: return ServiceError.unavailable
            }
        }
    }
}

public struct PostgresAccounts: AccountRepository {
    package let store: PostgresStore

    public func account(email: EmailAddress) async throws -> Account? {
        try await store.withConnection { connection in
            let rows = try await connection.rows(
                "SELECT id, email, display_name, password_hash FROM accounts WHERE lower(email) = lower(\(email.rawValue))",
                logger: store.logger)
            guard let row = rows.first else { return nil }
            var cells = Cells(row)
            return Account(user: try Self.user(&cells), passwordHash: PasswordHash(encoded: try cells.next()))
        }
    }

    /// A user from the next cells of a row: an account's id, email and display_name, in that order. An
    /// email the database holds that is none is the database's fault (`ServiceError.unavailable`).
    package static func user(_ cells: inout Cells) throws -> User {
        let id = User.ID(try cells.next(Int64.self))
        guard let email = EmailAddress(try cells.next(String.self)) else { throw ServiceError.unavailable }
        return User(id: id, email: email, displayName: try cells.next())
    }
}
