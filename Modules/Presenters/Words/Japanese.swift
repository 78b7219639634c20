import Foundation
import Models

/// Every word of the presenters in Japanese.
extension PresenterWords {
    public var japanese: String {
        switch self {
        case .home: "ホーム"
        case .logIn: "ログイン"
        case .loggingIn: "ログイン中…"
        case let .email(address): "メールアドレス: \(address)"
        case .passwordPrompt: "パスワード: "
        case .noPasswordEntered: "パスワードが入力されませんでした。"
        case .passwordSet: "パスワードを設定しました。"
        case let .day(date): Self.parts(of: date).day
        case let .minute(date): Self.parts(of: date).minute
        case .number: "#"
        case .item: "商品"  // example
        case .seller: "出品者"  // example
        case .price: "価格"  // example
        case .status: "状態"  // example
        case .balance: "残高"  // example
        case .paid: "支払額"  // example
        case .amount: "金額"  // example
        case .balanceAfter: "購入後の残高"  // example
        case .date: "日付"  // example
        case .items: "商品"  // example
        case let .itemTitle(id): "商品 \(id)"  // example
        case let .itemNumber(id): "#\(id)"  // example
        case .loadingItems: "商品を読み込み中…"  // example
        case .sold: "売り切れ"  // example
        case .available: "販売中"  // example
        case .browseItems: "販売中の商品を見る。"  // example
        case .transactions: "取引履歴"  // example
        case let .transactionTitle(id): "取引 \(id)"  // example
        case let .transactionNumber(id): "取引 #\(id)"  // example
        case .loadingTransactions: "取引履歴を読み込み中…"  // example
        case .loadingTransaction: "取引を読み込み中…"  // example
        case .seePurchases: "購入した商品を見る。"  // example
        // make screen: Japanese goes above this line
        }
    }

    /// A date in UTC, in Japanese order: `2026年11月21日` and `2026年11月21日 16:30 UTC`.
    private static func parts(of date: Date) -> (day: String, minute: String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let part = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let day = "\(part.year ?? 0)年\(part.month ?? 0)月\(part.day ?? 0)日"
        let time = String(format: "%02d:%02d", part.hour ?? 0, part.minute ?? 0)
        return (day, "\(day) \(time) UTC")
    }
}
