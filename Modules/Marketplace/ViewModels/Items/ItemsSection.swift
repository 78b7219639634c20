public import MarketplaceModels
public import Models
import ViewModels

/// A titled group of item rows, as the item list shows them.
public struct ItemsSection: Equatable, Sendable {
    /// Such as "Page 1 of 5 · 45 items" or "No items match 'lamp'".
    public var title: String
    public var rows: [ItemRow]

    public init(title: String, rows: [ItemRow]) {
        self.title = title
        self.rows = rows
    }
}

/// One item in the list, ready to show.
public struct ItemRow: Equatable, Sendable {
    /// The number to type to open it, counted from 1 on this page.
    public var number: Int
    public var id: Item.ID
    public var name: String
    public var seller: String
    public var price: Money
    public var isSold: Bool

    public init(number: Int, id: Item.ID, name: String, seller: String, price: Money, isSold: Bool) {
        self.number = number
        self.id = id
        self.name = name
        self.seller = seller
        self.price = price
        self.isSold = isSold
    }
}
