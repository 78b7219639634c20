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

/// The marketplace's words in Japanese.
extension MarketplaceWords {
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
        case .saleNotKnown: "不明: 購入された可能性があります（取引履歴を確認してください）"
        case .browseItems: "販売中の商品を見る。"
        case .transactions: "取引履歴"
        case let .transactionTitle(id): "取引 \(id)"
        case let .transactionNumber(id): "取引 #\(id)"
        case .seePurchases: "購入した商品を見る。"
        case .searchText: "検索語"
        case .listPageSummary: "このページをもう一度表示する。"
        case .selectRowSummary: "ページの N 行目を開く（N だけでも可）。"
        case .searchSummary: "名前か出品者に TEXT を含む商品を表示する。'search' だけなら全件。"
        case .nextSummary: "次のページを表示する。"
        case .previousSummary: "前のページを表示する。"
        case .refreshPageSummary: "ページを読み込み直す。"
        case .itemsHowTo: "販売中の商品です。行番号で開きます。'next' と 'prev' でページ送り、'search TEXT' で絞り込み。"
        case .itemsNotLoaded: "ページが読み込まれていません: 'refresh' で読み込みます。"
        case .buySummary: "この商品を残高で購入する（確認あり）。"
        case .buyHint: "'buy' で購入します。"
        case .listTransactionsSummary: "一覧をもう一度表示する。"
        case .selectTransactionSummary: "一覧の N 番目の取引を開く（N だけでも可）。"
        case .refreshListSummary: "一覧を読み込み直す。"
        case .transactionsNotLoaded: "一覧が読み込まれていません: 'refresh' で読み込みます。"
        case .noTransactionsYet: "まだ取引はありません。"
        case .buySomethingHint: "'items' から何か購入してください。"
        }
    }
}
