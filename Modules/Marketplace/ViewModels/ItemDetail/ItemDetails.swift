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
    /// False once a purchase of it on this screen is of unknown outcome: it may be sold, to this user.
    public var saleIsKnown: Bool

    public init(id: Item.ID, name: String, seller: String, price: Money, isSold: Bool, saleIsKnown: Bool = true) {
        self.id = id
        self.name = name
        self.seller = seller
        self.price = price
        self.isSold = isSold
        self.saleIsKnown = saleIsKnown
    }

    init(_ item: Item, saleIsKnown: Bool = true) {
        self.init(
            id: item.id, name: item.name, seller: item.seller, price: item.price, isSold: item.isSold, saleIsKnown: saleIsKnown)
    }
}
