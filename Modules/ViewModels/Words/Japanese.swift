import Models

/// Every sentence of the view models in Japanese.
extension ViewModelWords {
    public var japanese: String {
        switch self {
        case let .couldNot(action, error): "\(action.words.japanese)に失敗しました。\(error.japanese)"
        case .loadingCancelled: "読み込みを取り消しました。"
        case let .welcome(name): "ようこそ、\(name) さん。"
        case .listNotLoaded: "一覧はまだ読み込まれていません。"
        case let .noRow(row, rows): "\(row) 行目はありません。1〜\(rows) から選んでください。"
        case let .noRowOnEmptyPage(row): "\(row) 行目はありません。このページは空です。"
        case .firstPage: "最初のページです。"
        case .lastPage: "最後のページです。"
        }
    }
}
