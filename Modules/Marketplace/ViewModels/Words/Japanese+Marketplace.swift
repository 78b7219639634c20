import Models
import ViewModels

/// The marketplace's words in Japanese.
extension MarketplaceViewModelWords {
    public var japanese: String {
        switch self {
        case .balance: "残高"
        case .loadBalance: "残高の読み込み"
        case .balanceLoadingCancelled: "残高の読み込みを取り消しました。"
        case .loadingItems: "商品を読み込み中…"
        case .loadItems: "商品の読み込み"
        case let .noItems(query): "\(query.map { "「\($0)」に一致する" } ?? "")商品はありません。"
        case let .page(number, pages, count, query):
            "\(number) / \(pages) ページ · \(query.map { "「\($0)」に一致する" } ?? "")商品 \(count) 件"
        case let .loadingItem(id): "商品 \(id) を読み込み中…"
        case let .loadItem(id): "商品 \(id) の読み込み"
        case let .noItem(id): "商品 \(id) はありません。"
        case .itemNotLoaded: "商品が読み込まれていないため、購入できません。"
        case let .youOwnIt(paid): "この商品はあなたのものです。\(paid) で購入しました。取引履歴にあります。"
        case let .confirmPurchase(name, price): "\(name) を \(price) で購入しますか？"
        case let .buying(name): "\(name) を購入中…"
        case let .bought(name, paid, balance): "\(name) を \(paid) で購入しました。残高は \(balance) です。"
        case let .buyItem(id): "商品 \(id) の購入"
        case .purchaseCancelled: "購入を取り消しました。請求はされていません。"
        case .loadingTransactions: "取引履歴を読み込み中…"
        case .loadTransactions: "取引履歴の読み込み"
        case .noTransactionsToOpen: "開ける取引はありません。"
        case .loadingTransaction: "取引を読み込み中…"
        case let .loadTransaction(id): "取引 \(id) の読み込み"
        case let .noTransaction(id): "取引 \(id) はありません。"
        }
    }
}
