public import MarketplaceModels
public import Models
import ViewModels

/// An item as its detail screen shows it.
public struct ItemDetails: Equatable, Sendable {
    public var id: Item.ID
    public var name: String
    public var seller: String
    public var price: Money
    public var isSold: Bool

    public init(id: Item.ID, name: String, seller: String, price: Money, isSold: Bool) {
        self.id = id
        self.name = name
        self.seller = seller
        self.price = price
        self.isSold = isSold
    }

    init(_ item: Item) {
        self.init(id: item.id, name: item.name, seller: item.seller, price: item.price, isSold: item.isSold)
    }
}
