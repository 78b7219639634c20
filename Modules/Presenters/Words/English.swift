import Foundation
import Models

/// Every word of the presenters in English.
extension PresenterWords {
    public var english: String {
        switch self {
        case .home: "Home"
        case .logIn: "Log in"
        case .loggingIn: "Logging in…"
        case let .email(address): "Email: \(address)"
        case .passwordPrompt: "Password: "
        case .noPasswordEntered: "No password entered."
        case .passwordSet: "Password set."
        case let .day(date): date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day())
        case let .minute(date):
            String(date.formatted(Self.minutes.year().month().day().time(includingFractionalSeconds: false)).prefix(16)) + " UTC"
        case .number: "#"
        case .item: "Item"  // example
        case .seller: "Seller"  // example
        case .price: "Price"  // example
        case .status: "Status"  // example
        case .balance: "Balance"  // example
        case .paid: "Paid"  // example
        case .amount: "Amount"  // example
        case .balanceAfter: "Balance after"  // example
        case .date: "Date"  // example
        case .items: "Items"  // example
        case let .itemTitle(id): "Item \(id)"  // example
        case let .itemNumber(id): "#\(id)"  // example
        case .loadingItems: "Loading items…"  // example
        case .sold: "Sold"  // example
        case .available: "Available"  // example
        case .browseItems: "Browse the items for sale."  // example
        case .transactions: "Your transactions"  // example
        case let .transactionTitle(id): "Transaction \(id)"  // example
        case let .transactionNumber(id): "Transaction #\(id)"  // example
        case .loadingTransactions: "Loading transactions…"  // example
        case .loadingTransaction: "Loading transaction…"  // example
        case .seePurchases: "See your purchases."  // example
        // make screen: English goes above this line
        }
    }

    private static let minutes = Date.ISO8601FormatStyle(
        dateSeparator: .dash, dateTimeSeparator: .space, timeSeparator: .colon, timeZone: .gmt)
}
