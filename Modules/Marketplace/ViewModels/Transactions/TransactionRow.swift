public import Foundation
public import MarketplaceModels
public import Models
import ViewModels

/// One transaction in the list, ready to show.
public struct TransactionRow: Equatable, Sendable {
    /// The number to type to open it, counted from 1.
    public var number: Int
    public var id: Transaction.ID
    public var itemName: String
    public var amount: Money
    /// When it was bought (a list shows the day).
    public var date: Date

    public init(number: Int, id: Transaction.ID, itemName: String, amount: Money, date: Date) {
        self.number = number
        self.id = id
        self.itemName = itemName
        self.amount = amount
        self.date = date
    }

    init(number: Int, _ transaction: Transaction) {
        self.init(
            number: number, id: transaction.id, itemName: transaction.itemName,
            amount: transaction.amount, date: transaction.date
        )
    }
}
