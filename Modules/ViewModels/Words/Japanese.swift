import Models

/// Every sentence of the view models in Japanese.
extension ViewModelWords {
    public var japanese: String {
        switch self {
        case let .couldNot(action, error): "\(action.japanese)に失敗しました。\(error.japanese)"
        case .loadingCancelled: "読み込みを取り消しました。"
        case let .welcome(name): "ようこそ、\(name) さん。"
        case .logIn: "ログイン"
        case .loginCancelled: "ログインを取り消しました。"
        case .loadBalance: "残高の読み込み"  // example
        case .balanceLoadingCancelled: "残高の読み込みを取り消しました。"  // example
        case .listNotLoaded: "一覧はまだ読み込まれていません。"
        case let .noRow(row, rows): "\(row) 行目はありません。1〜\(rows) から選んでください。"
        case let .noRowOnEmptyPage(row): "\(row) 行目はありません。このページは空です。"
        case .firstPage: "最初のページです。"
        case .lastPage: "最後のページです。"
        case .loadItems: "商品の読み込み"  // example
        case let .noItems(query): "\(query.map { "「\($0)」に一致する" } ?? "")商品はありません。"  // example
        case let .page(number, pages, count, query):  // example
            "\(number) / \(pages) ページ · \(query.map { "「\($0)」に一致する" } ?? "")商品 \(count) 件"  // example
        case let .loadingItem(id): "商品 \(id) を読み込み中…"  // example
        case let .loadItem(id): "商品 \(id) の読み込み"  // example
        case let .noItem(id): "商品 \(id) はありません。"  // example
        case .itemNotLoaded: "商品が読み込まれていないため、購入できません。"  // example
        case let .youOwnIt(paid): "この商品はあなたのものです。\(paid) で購入しました。取引履歴にあります。"  // example
        case let .confirmPurchase(name, price): "\(name) を \(price) で購入しますか？"  // example
        case let .buying(name): "\(name) を購入中…"  // example
        case let .bought(name, paid, balance): "\(name) を \(paid) で購入しました。残高は \(balance) です。"  // example
        case let .buyItem(id): "商品 \(id) の購入"  // example
        case .purchaseCancelled: "購入を取り消しました。請求はされていません。"  // example
        case .loadTransactions: "取引履歴の読み込み"  // example
        case .noTransactionsToOpen: "開ける取引はありません。"  // example
        case let .loadTransaction(id): "取引 \(id) の読み込み"  // example
        case let .noTransaction(id): "取引 \(id) はありません。"  // example
        // make screen: Japanese goes above this line
        }
    }
}
