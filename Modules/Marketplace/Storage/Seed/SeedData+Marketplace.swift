public import MarketplaceModels
public import Models
public import Storage

/// The worked example's demo data: the demo account's wallet and the catalog every new database starts with.
extension SeedData {
    /// ¥10,000.
    static let demoOpeningBalance: Int64 = 10_000
    static let currencyCode = "JPY"

    /// The catalog in id order. Items 5 and 19 are already sold, to buyers outside this database;
    /// items 6, 15 and 30 cost more than the demo account's opening balance.
    static let items: [ItemRecord] = [
        item(1, "Olympus OM-1 film camera", "Kenji T.", 8_500),
        item(2, "Café au lait bowl", "Atelier Ōmi", 1_200),
        item(3, "Kyūsu teapot 急須", "Haruka S.", 3_800),
        item(4, "Norwegian Wood, first edition", "Book Nook", 2_400),
        item(5, "Denim jacket, size M", "Zoë M.", 4_500, sold: true),
        item(6, "Road bike helmet", "Cycle Loop", 12_000),
        item(7, "Cast-iron skillet 26 cm", "Kitchen Second", 2_900),
        item(8, "Mechanical keyboard, brown switches", "Ryo K.", 6_800),
        item(9, "Potted monstera plant", "Green Corner", 1_500),
        item(10, "Wool scarf, charcoal", "Zoë M.", 900),
        item(11, "Wireless earbuds", "Ryo K.", 4_200),
        item(12, "Board game: Catan", "Game Shelf", 2_800),
        item(13, "Ceramic vase, indigo glaze", "Atelier Ōmi", 3_300),
        item(14, "Espresso grinder", "Kitchen Second", 9_800),
        item(15, "Acoustic guitar with hard case", "Sound Attic", 25_000),
        item(16, "Brass desk lamp", "Mori Antiques", 3_600),
        item(17, "Hiking backpack 40 L", "Trail Swap", 5_400),
        item(18, "Navy yukata 浴衣", "Haruka S.", 4_800),
        item(19, "Vinyl record: Kind of Blue", "Sound Attic", 3_100, sold: true),
        item(20, "Lacquered bento box", "Haruka S.", 1_800),
        item(21, "Crème brûlée torch", "Kitchen Second", 1_100),
        item(22, "Picture books, set of 5", "Book Nook", 1_000),
        item(23, "Zabuton floor cushion 座布団", "Mori Antiques", 2_200),
        item(24, "Running shoes 26.5 cm", "Trail Swap", 3_900),
        item(25, "Polaroid instant camera", "Kenji T.", 7_200),
        item(26, "Linen tablecloth", "Zoë M.", 1_600),
        item(27, "Rice cooker, 3 cups", "Kitchen Second", 3_500),
        item(28, "Fountain pen, fine nib", "Book Nook", 4_400),
        item(29, "LED camping lantern", "Trail Swap", 1_900),
        item(30, "Mid-century teak armchair", "Mori Antiques", 48_000),
        item(31, "Über-soft knit beanie", "Zoë M.", 700),
        item(32, "Bluetooth speaker", "Ryo K.", 3_000),
        item(33, "Sake cups お猪口, set of 4", "Atelier Ōmi", 2_600),
        item(34, "Jigsaw puzzle, 1000 pieces", "Game Shelf", 800),
        item(35, "Electric kettle", "Kitchen Second", 2_100),
        item(36, "Soprano ukulele", "Sound Attic", 5_900),
        item(37, "Watercolour paint set", "Book Nook", 1_400),
        item(38, "Two-person tent", "Trail Swap", 9_500),
        item(39, "Kokeshi doll こけし", "Haruka S.", 3_200),
        item(40, "Retro game console, two controllers", "Game Shelf", 8_900),
        item(41, "Leather wallet", "Mori Antiques", 2_700),
        item(42, "Yoga mat", "Trail Swap", 1_300),
        item(43, "Noise-cancelling headphones", "Ryo K.", 9_900),
        item(44, "Furoshiki wrapping cloth 風呂敷", "Atelier Ōmi", 600),
        item(45, "Mini waffle maker", "Kitchen Second", 1_700),
        item(46, "Wooden chess set", "Game Shelf", 3_400),
        item(47, "Piñata cookie jar", "Zoë M.", 950),
        item(48, "Snow boots 25 cm", "Trail Swap", 4_100),
    ]

    private static func item(
        _ id: Int64, _ name: String, _ seller: String, _ price: Int64, sold: Bool = false
    ) -> ItemRecord {
        ItemRecord(id: id, name: name, seller: seller, price: price, currency: currencyCode, buyerId: nil, isSold: sold)
    }
}

extension DemoData {
    /// The demo account's opening balance.
    public static let balance = Money(minorUnits: SeedData.demoOpeningBalance, currency: .jpy)
    /// The catalog, in id order (two items already sold, to buyers outside the database).
    public static let items: [Item] = SeedData.items.map { $0.item() }
}
