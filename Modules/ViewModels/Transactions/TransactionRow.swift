internal import Foundation
public import Models

/// One transaction in the list, ready to show.
public struct TransactionRow: Equatable, Sendable {
    /// The number to type to open it, counted from 1.
    public var number: Int
    public var id: Transaction.ID
    public var itemName: String
    public var amount: Money
    /// The day, in UTC, such as "2026-11-21".
    public var date: String

    public init(number: Int, id: Transaction.ID, itemName: String, amount: Money, date: String) {
        self.number = number
        self.id = id
        self.itemName = itemName
        self.amount = amount
        self.date = date
    }

    init(number: Int, _ transaction: Transaction) {
        self.init(
            number: number, id: transaction.id, itemName: transaction.itemName,
            amount: transaction.amount, date: DateText.day(transaction.date)
        )
    }
}

/// Dates as the app shows them: in UTC, the same on every machine.
enum DateText {
    /// "2026-11-21"
    static func day(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day())
    }

    /// "2026-11-21 16:30 UTC"
    static func minute(_ date: Date) -> String {
        let style = Date.ISO8601FormatStyle(dateSeparator: .dash, dateTimeSeparator: .space, timeSeparator: .colon, timeZone: .gmt)
        return String(date.formatted(style.year().month().day().time(includingFractionalSeconds: false)).prefix(16)) + " UTC"
    }
}
