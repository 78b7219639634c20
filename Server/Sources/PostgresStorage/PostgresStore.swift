internal import Foundation
public import Logging
internal import Metrics
public import Models
public import PostgresNIO
public import UseCases

/// The repositories and session store on PostgreSQL, sharing one connection pool. Several servers can share
/// one database: each statement is scoped to its owner, migrations run once under an advisory lock, and
/// the database's constraints hold whatever the code does. (The worked example's purchase locks the item
/// row, then the buyer's account row, always in that order: see `PostgresLedger`.)
public struct PostgresStore: Sendable {
    public let client: PostgresClient
    let logger: Logger

    /// A store on `client`, which the caller runs (`client.run()`, as a service of the server).
    public init(client: PostgresClient, logger: Logger) {
        self.client = client
        self.logger = logger
    }

    public var accounts: PostgresAccounts { PostgresAccounts(store: self) }
    public var items: PostgresItems { PostgresItems(store: self) }  // example
    public var transactions: PostgresTransactions { PostgresTransactions(store: self) }  // example
    public var ledger: PostgresLedger { PostgresLedger(store: self) }  // example
    public var sessions: PostgresSessions { PostgresSessions(store: self) }

    /// Answers when the database does (`GET /ready`).
    public func ping() async throws {
        try await translatingErrors { try await client.query("SELECT 1", logger: logger).collect() }
    }

    /// Runs `work`, reporting the database's own conditions as the `StoreError`s and `ServiceError`s the
    /// use cases know; errors of the work itself come through as they are.
    private static let inFlight = Meter(label: "bazaar_database_operations_in_flight")

    /// Every operation goes through here, holding one of the pool's connections or waiting for one while it
    /// runs: their number is the pool's use (`bazaar_database_operations_in_flight` at /metrics).
    @discardableResult
    func translatingErrors<T>(_ work: () async throws -> T) async throws -> T {
        Self.inFlight.increment()
        defer { Self.inFlight.decrement() }
        do {
            return try await work()
        } catch let error as PostgresTransactionError {
            if let closure = error.closureError { throw Self.translated(closure) }
            throw Self.translated(error.beginError ?? error.commitError ?? error)
        } catch {
            throw Self.translated(error)
        }
    }

    /// The SQLSTATE of a database error, such as `40001` (serialization failure) or `23505` (unique violation).
    static func sqlState(of error: any Error) -> String? {
        if let error = error as? PostgresTransactionError {
            return (error.closureError ?? error.commitError ?? error.beginError).flatMap(sqlState(of:))
        }
        return (error as? PSQLError)?.serverInfo?[.sqlState]
    }

    private static func translated(_ error: any Error) -> any Error {
        switch error {
        case is ServiceError, is StoreError, is LoginError, is SessionError, is CancellationError: return error
        case is PurchaseError: return error  // example
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
    let store: PostgresStore

    public func account(email: EmailAddress) async throws -> Account? {
        try await store.translatingErrors {
            let rows = try await store.client.query(
                "SELECT id, email, display_name, password_hash FROM accounts WHERE lower(email) = lower(\(email.rawValue))",
                logger: store.logger)
            for try await (id, address, name, hash) in rows.decode((Int64, String, String, String).self) {
                guard let address = EmailAddress(address) else { throw ServiceError.unavailable }
                return Account(user: User(id: User.ID(id), email: address, displayName: name), passwordHash: PasswordHash(encoded: hash))
            }
            return nil
        }
    }
}
