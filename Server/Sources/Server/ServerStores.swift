public import Foundation
internal import Logging
internal import Models
public import PostgresStorage
public import Storage
public import UseCases

/// What the server's use cases are built on: one store's repositories, ledger and sessions, and a way to
/// ask whether the database answers. SQLite (the app's `Storage`, the default) and PostgreSQL give the same.
public struct ServerStores: Sendable {
    // example-begin
    public var accounts: any AccountRepository & BalanceRepository
    // example-else
    // public var accounts: any AccountRepository
    // example-end
    public var items: any ItemRepository  // example
    public var transactions: any TransactionRepository  // example
    public var ledger: any PurchaseLedger  // example
    public var sessions: any SessionStore
    /// Throws when the database does not answer (`GET /ready`).
    public var ping: @Sendable () async throws -> Void
    // make feature: stores go above this line

    /// The embedded SQLite database (a file, or memory).
    public static func sqlite(_ database: AppDatabase) -> Self {
        Self(
            accounts: database.accounts,
            items: database.items,  // example
            transactions: database.transactions,  // example
            ledger: database.ledger,  // example
            sessions: database.sessions,
            ping: { _ = try await database.accounts.account(email: DemoData.user.email) },
            // make feature: SQLite stores go above this line
        )
    }

    /// A PostgreSQL database shared with other servers.
    public static func postgres(_ store: PostgresStore) -> Self {
        Self(
            accounts: store.accounts,
            items: store.items,  // example
            transactions: store.transactions,  // example
            ledger: store.ledger,  // example
            sessions: store.sessions,
            ping: { try await store.ping() },
            // make feature: PostgreSQL stores go above this line
        )
    }
}

/// The use cases the server runs: the app's own live ones, and the sessions only a server needs.
public struct ServerUseCases: Sendable {
    public var sessions: SessionsUseCase
    public var wallet: WalletUseCase  // example
    public var items: ItemsUseCase  // example
    public var purchase: PurchaseUseCase  // example
    public var transactions: TransactionsUseCase  // example
    public var ping: @Sendable () async throws -> Void
    // make feature: use cases go above this line

    /// The live use cases on `stores`, with passwords checked by `hasher`, as many at once as `checks` lets.
    public static func live(
        stores: ServerStores, hasher: any PasswordHasher, tokens: SessionTokens = .live, checks: PasswordCheckLimit = .server,
        now: @escaping @Sendable () -> Date = Date.init
    ) -> Self {
        let login = LoginUseCase.live(accounts: stores.accounts, hasher: hasher)
        return Self(
            sessions: .live(login: login, store: stores.sessions, tokens: tokens, checks: checks, now: now),
            wallet: .live(accounts: stores.accounts),  // example
            items: .live(repository: stores.items),  // example
            purchase: .live(ledger: stores.ledger, now: now),  // example
            transactions: .live(repository: stores.transactions),  // example
            ping: stores.ping,
            // make feature: live use cases go above this line
        )
    }
}
