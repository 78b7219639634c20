public import API
import Foundation
public import MarketplaceModels
public import Models

/// The marketplace's schemas and the Models, both ways (see Schemas+Models.swift).
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
    public init(_ page: Page<Item>) {
        self.init(
            items: page.elements.map(Components.Schemas.Item.init), page: Int64(page.number), pageSize: Int64(page.size),
            pageCount: Int64(page.pageCount), totalCount: Int64(page.totalCount))
    }

    /// The page, with the page size and total the server counted (`Page.counted`).
    public func model() throws -> Page<Item> {
        try Page.counted(elements: try items.map { try $0.model() }, page: page, pageSize: pageSize, totalCount: totalCount)
    }
}

extension Components.Schemas.Money {
    public init(_ money: Money) {
        self.init(minorUnits: money.minorUnits, currency: money.currency.code)
    }

    /// The amount, when its currency is one the app knows.
    public var money: Money? {
        Currency(code: currency).map { Money(minorUnits: minorUnits, currency: $0) }
    }

    /// The amount; throws `ServiceError.store(.unknownCurrency)` when the app does not know its currency.
    public func model() throws -> Money {
        guard let money else { throw ServiceError.store(.unknownCurrency(code: currency)) }
        return money
    }
}
