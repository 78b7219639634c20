import Models

/// The marketplace's words in Japanese.
extension MarketplacePresenterWords {
    public var japanese: String {
        switch self {
        case .item: "商品"
        case .seller: "出品者"
        case .price: "価格"
        case .status: "状態"
        case .paid: "支払額"
        case .amount: "金額"
        case .balanceAfter: "購入後の残高"
        case .date: "日付"
        case .items: "商品"
        case let .itemTitle(id): "商品 \(id)"
        case let .itemNumber(id): "#\(id)"
        case .sold: "売り切れ"
        case .available: "販売中"
        case .browseItems: "販売中の商品を見る。"
        case .transactions: "取引履歴"
        case let .transactionTitle(id): "取引 \(id)"
        case let .transactionNumber(id): "取引 #\(id)"
        case .seePurchases: "購入した商品を見る。"
        }
    }
}
