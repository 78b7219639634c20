public import Foundation
public import Models

/// A record of a purchase: who paid how much for which item, and when.
public struct Transaction: Hashable, Sendable, Identifiable, Codable {
    /// A transaction's identity, the number users type (`open transactions/1`).
    public typealias ID = Identifier<Transaction>

    public let id: ID
    public var buyer: User.ID
    public var item: Item.ID
    /// The item's name when it was bought.
    public var itemName: String
    public var seller: String
    /// What the buyer paid.
    public var amount: Money
    /// The buyer's balance right after paying.
    public var balanceAfter: Money
    public var date: Date

    public init(
        id: ID, buyer: User.ID, item: Item.ID, itemName: String, seller: String,
        amount: Money, balanceAfter: Money, date: Date
    ) {
        self.id = id
        self.buyer = buyer
        self.item = item
        self.itemName = itemName
        self.seller = seller
        self.amount = amount
        self.balanceAfter = balanceAfter
        self.date = date
    }
}
