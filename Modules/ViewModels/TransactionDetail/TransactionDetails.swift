public import Models

/// A transaction as its detail screen shows it.
public struct TransactionDetails: Equatable, Sendable {
    public var id: Transaction.ID
    public var itemName: String
    public var seller: String
    /// Formatted, such as "¥1,200".
    public var amount: String
    /// The balance right after paying, formatted.
    public var balanceAfter: String
    /// Such as "2026-11-21 16:30 UTC".
    public var date: String

    public init(id: Transaction.ID, itemName: String, seller: String, amount: String, balanceAfter: String, date: String) {
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
            amount: transaction.amount.description, balanceAfter: transaction.balanceAfter.description,
            date: DateText.minute(transaction.date)
        )
    }
}
