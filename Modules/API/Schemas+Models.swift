import Foundation
import Models

/// The one translation between the contract's schemas and the Models, both ways: the server answers with
/// `Components.Schemas.Item(item)`; a client reads `item.model()` back. A value the Models cannot hold (a
/// currency the app does not know, an email that is not one) is an error a person can be told about.
extension Components.Schemas.User {
    public init(_ user: User) {
        self.init(id: user.id.rawValue, email: user.email.rawValue, displayName: user.displayName)
    }

    /// The user; throws `ServiceError.unavailable` when the email is not an address (a server that breaks
    /// the contract).
    public func model() throws -> User {
        guard let address = EmailAddress(email) else { throw ServiceError.unavailable }
        return User(id: User.ID(id), email: address, displayName: displayName)
    }
}

extension Components.Schemas.Item {
    public init(_ item: Item) {
        self.init(id: item.id.rawValue, name: item.name, seller: item.seller, price: .init(item.price), isSold: item.isSold)
    }

    /// The item; throws `ServiceError.store(.unknownCurrency)` for a price in a currency the app does not know.
    public func model() throws -> Item {
        Item(id: Item.ID(id), name: name, seller: seller, price: try price.model(), isSold: isSold)
    }
}

extension Components.Schemas.Transaction {
    public init(_ transaction: Transaction) {
        self.init(
            id: transaction.id.rawValue, itemId: transaction.item.rawValue, itemName: transaction.itemName, seller: transaction.seller,
            amount: .init(transaction.amount), balanceAfter: .init(transaction.balanceAfter), date: transaction.date)
    }

    /// The transaction of `buyer` (the contract leaves the buyer out: it is always the signed-in user).
    public func model(buyer: User.ID) throws -> Transaction {
        Transaction(
            id: Transaction.ID(id), buyer: buyer, item: Item.ID(itemId), itemName: itemName, seller: seller,
            amount: try amount.model(), balanceAfter: try balanceAfter.model(), date: date)
    }
}

extension Components.Schemas.ItemPage {
    /// The page, with the page size and total the server counted (`Page.counted`).
    public func model() throws -> Page<Item> {
        try Page.counted(elements: try items.map { try $0.model() }, page: page, pageSize: pageSize, totalCount: totalCount)
    }
}

extension Page {
    /// The largest page size and total a client takes from a server, far above what one sends, so that
    /// counting pages cannot overflow.
    static var largestCount: Int64 { 1 << 40 }

    /// A page a server answered, with the page size and total it counted; throws `ServiceError.unavailable`
    /// for counts no server keeping the contract sends (a page size below 1, a negative or absurd total).
    public static func counted(elements: [Element], page: Int64, pageSize: Int64, totalCount: Int64) throws -> Page {
        guard page >= 1, (1...largestCount).contains(pageSize), (0...largestCount).contains(totalCount) else {
            throw ServiceError.unavailable
        }
        return Page(elements: elements, number: Int(page), size: Int(pageSize), totalCount: Int(totalCount))
    }
}

extension Components.Schemas.Money {
    /// The amount; throws `ServiceError.store(.unknownCurrency)` when the app does not know its currency.
    public func model() throws -> Money {
        guard let money else { throw ServiceError.store(.unknownCurrency(code: currency)) }
        return money
    }
}
