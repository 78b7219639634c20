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

extension Item {
    /// A search's text as a message names it, by the contract's name for it (`q`).
    public static let searchField = FieldName(
        "q", english: MarketplaceWords.searchText.english, japanese: MarketplaceWords.searchText.japanese)
    /// How long a search's text may be, in Unicode code points (as the contract's `maxLength` counts them).
    public static let searchLength = 1...200

    /// The text to search the catalog for: `text` trimmed, nil when blank (every item), with the full-width
    /// forms of ASCII a Japanese input method types (`ｔｅａｐｏｔ`) as ASCII. Throws the `FieldError` for a
    /// text over `searchLength`, or holding a NUL, which no store compares.
    public static func search(_ text: String?) throws(FieldError) -> String? {
        try FieldCheck.optionalText(text?.narrowingFullWidthASCII(), field: searchField, length: searchLength)
    }
}
