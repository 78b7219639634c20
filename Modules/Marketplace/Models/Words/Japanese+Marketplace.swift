import Models

/// The worked example's errors in Japanese.
extension PurchaseError {
    public var japanese: String {
        switch self {
        case let .insufficientFunds(price, balance):
            "残高が足りません。商品は \(price)、残高は \(balance) です。"
        case let .currencyMismatch(price, balance):
            "この商品の価格は \(price.currency.code)、残高は \(balance.currency.code) のため、残高では購入できません。請求はされていません。"
        case .alreadySold: "この商品はすでに売れました。"
        case .itemNotFound: "その商品はありません。"
        case .serviceUnavailable: "購入を完了できませんでした。請求はされていません。"
        case let .store(error): "\(error.japanese)請求はされていません。"
        }
    }
}
