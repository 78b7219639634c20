public import Foundation
public import MarketplaceModels
public import Models

/// Where purchases are recorded: each one atomically, and at most once per buyer and idempotency key.
///
/// A store that fails throws, and its failure must tell the truth: a `PurchaseError` or a `StoreError`
/// means nothing was kept. A store that can lose its answer after the purchase was kept (a database across
/// a network: the connection lost once COMMIT was sent) looks the purchase up by its key before it throws,
/// and throws `ServiceError.outcomeUnknown(server: nil)` when it cannot tell.
///
/// A store that runs synchronous transactions (SQLite) is a `Ledger` and gets this for free; one that
/// talks to its database asynchronously (PostgreSQL) implements it directly, with the same contract.
public protocol PurchaseLedger: Sendable {
    /// Makes one purchase as one atomic step. With `key`, a purchase `buyer` already made with that key is
    /// returned as a replay and nothing is written. Otherwise it reads the item and the buyer's balance
    /// (both held against other purchases until it ends), asks `decide` what to record, and then debits the
    /// balance, marks the item sold and records the transaction (with `key`) together; when `decide` or
    /// any write throws, nothing is kept.
    func purchase(
        item: Item.ID, buyer: User.ID, key: IdempotencyKey?,
        decide: @escaping @Sendable (_ item: Item?, _ balance: Money) throws -> TransactionDraft
    ) async throws -> LedgerEntry
}

/// What `PurchaseLedger.purchase` did: recorded a new purchase, or found the one made with the key.
public struct LedgerEntry: Sendable, Equatable {
    public var transaction: Transaction
    /// Whether `transaction` was made earlier with the same key (and nothing was written now).
    public var isReplay: Bool

    public init(transaction: Transaction, isReplay: Bool) {
        self.transaction = transaction
        self.isReplay = isReplay
    }
}

/// A store that runs a group of writes as one atomic step: all of them happen, or none does.
public protocol Ledger: PurchaseLedger {
    /// Runs `work` in one database transaction; when `work` throws, nothing it wrote is kept.
    func write<T: Sendable>(_ work: @Sendable (any LedgerWriter) throws -> T) async throws -> T
}

/// The reads and writes a purchase is made of, valid only inside `Ledger.write`.
public protocol LedgerWriter {
    func item(id: Item.ID) throws -> Item?
    func balance(of user: User.ID) throws -> Money
    func setBalance(_ balance: Money, of user: User.ID) throws
    func markSold(_ item: Item.ID, to buyer: User.ID) throws
    /// Records a purchase (with its idempotency key, if any) and returns it with its new id.
    func recordTransaction(_ draft: TransactionDraft) throws -> Transaction
    /// The purchase `buyer` made with `key`, or nil.
    func transaction(buyer: User.ID, key: IdempotencyKey) throws -> Transaction?
}

extension Ledger {
    /// A purchase in one `write`: the key looked up, then the reads, `decide`, and the three writes.
    public func purchase(
        item: Item.ID, buyer: User.ID, key: IdempotencyKey?,
        decide: @escaping @Sendable (_ item: Item?, _ balance: Money) throws -> TransactionDraft
    ) async throws -> LedgerEntry {
        try await write { store in
            if let key, let earlier = try store.transaction(buyer: buyer, key: key) {
                return LedgerEntry(transaction: earlier, isReplay: true)
            }
            let draft = try decide(try store.item(id: item), try store.balance(of: buyer))
            try store.setBalance(draft.balanceAfter, of: buyer)
            try store.markSold(draft.item, to: buyer)
            return LedgerEntry(transaction: try store.recordTransaction(draft), isReplay: false)
        }
    }
}

/// A transaction before the store has given it an id.
public struct TransactionDraft: Sendable, Equatable {
    public var buyer: User.ID
    public var item: Item.ID
    public var itemName: String
    public var seller: String
    public var amount: Money
    public var balanceAfter: Money
    public var date: Date
    /// The key the purchase was made with, kept so a retry finds it.
    public var idempotencyKey: IdempotencyKey?

    public init(
        buyer: User.ID, item: Item.ID, itemName: String, seller: String,
        amount: Money, balanceAfter: Money, date: Date, idempotencyKey: IdempotencyKey? = nil
    ) {
        self.buyer = buyer
        self.item = item
        self.itemName = itemName
        self.seller = seller
        self.amount = amount
        self.balanceAfter = balanceAfter
        self.date = date
        self.idempotencyKey = idempotencyKey
    }
}
