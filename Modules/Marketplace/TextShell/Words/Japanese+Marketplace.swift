import Models

/// The marketplace's words in Japanese.
extension MarketplaceShellWords {
    public var japanese: String {
        switch self {
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
        case .noTransactionsYet: "まだ取引はありません。'items' から何か購入してください。"
        }
    }
}
