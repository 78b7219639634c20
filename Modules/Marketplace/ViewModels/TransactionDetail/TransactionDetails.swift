public import Foundation
public import MarketplaceModels
public import Models
import ViewModels

/// A transaction as its detail screen shows it.
public struct TransactionDetails: Equatable, Sendable {
    public var id: Transaction.ID
    public var itemName: String
    public var seller: String
    public var amount: Money
    /// The balance right after paying.
    public var balanceAfter: Money
    /// When it was bought (its screen shows it to the minute).
    public var date: Date

    public init(id: Transaction.ID, itemName: String, seller: String, amount: Money, balanceAfter: Money, date: Date) {
        self.id = id
        self.itemName = itemName
        self.seller = seller
        self.amount = amount
        self.balanceAfter = balanceAfter
        self.date = date
    }

    init(_ transaction: Transaction) {
        self.init(
            id: transaction.id, itemName: transaction.itemName, seller: transaction.seller,
            amount: transaction.amount, balanceAfter: transaction.balanceAfter,
            date: transaction.date
        )
    }
}
