public import Foundation
public import Models

/// A store that runs a group of writes as one atomic step: all of them happen, or none does.
public protocol Ledger: Sendable {
    /// Runs `work` in one database transaction; when `work` throws, nothing it wrote is kept.
    func write<T: Sendable>(_ work: @Sendable (any LedgerWriter) throws -> T) async throws -> T
}

/// The reads and writes a purchase is made of, valid only inside `Ledger.write`.
public protocol LedgerWriter {
    func item(id: Item.ID) throws -> Item?
    func balance(of user: User.ID) throws -> Money
    func setBalance(_ balance: Money, of user: User.ID) throws
    func markSold(_ item: Item.ID, to buyer: User.ID) throws
    /// Records a purchase and returns it with its new id.
    func recordTransaction(_ draft: TransactionDraft) throws -> Transaction
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

    public init(
        buyer: User.ID, item: Item.ID, itemName: String, seller: String,
        amount: Money, balanceAfter: Money, date: Date
    ) {
        self.buyer = buyer
        self.item = item
        self.itemName = itemName
        self.seller = seller
        self.amount = amount
        self.balanceAfter = balanceAfter
        self.date = date
    }
}
