public import Models

/// Something for sale in the marketplace.
public struct Item: Hashable, Sendable, Identifiable, Codable {
    /// An item's identity, the number users type (`open items/3`).
    public typealias ID = Identifier<Item>

    public let id: ID
    public var name: String
    /// The seller's display name.
    public var seller: String
    public var price: Money
    /// Whether somebody has bought it; a sold item cannot be bought again.
    public var isSold: Bool

    public init(id: ID, name: String, seller: String, price: Money, isSold: Bool) {
        self.id = id
        self.name = name
        self.seller = seller
        self.price = price
        self.isSold = isSold
    }
}
