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
        case let .loadingRecords(name): "\(name.japanese)を読み込み中…"
        case let .loadRecords(name): "\(name.japanese)の読み込み"
        case let .noRecords(name): "\(name.japanese)はまだありません。"
        case let .recordsPage(name, number, pages, count): "\(number) / \(pages) ページ · \(name.japanese) \(count) 件"
        case let .creatingRecord(name): "\(name.japanese)を作成中…"
        case let .createRecord(name): "\(name.japanese)の作成"
        case let .createdRecord(name, id): "\(name.japanese) \(id) を作成しました。"
        case let .loadingRecord(name, id): "\(name.japanese) \(id) を読み込み中…"
        case let .loadRecord(name, id): "\(name.japanese) \(id) の読み込み"
        case let .noRecord(name, id): "\(name.japanese) \(id) はありません。"
        case let .recordNotLoaded(name): "\(name.japanese)がまだ読み込まれていません。"
        case let .savingRecord(name, id): "\(name.japanese) \(id) を保存中…"
        case let .saveRecord(name, id): "\(name.japanese) \(id) の保存"
        case let .savedRecord(name, id): "\(name.japanese) \(id) を保存しました。"
        case let .confirmDeleteRecord(name, id, quoted): "\(name.japanese) \(id)「\(quoted)」を削除しますか？"
        case let .deletingRecord(name, id): "\(name.japanese) \(id) を削除中…"
        case let .deleteRecord(name, id): "\(name.japanese) \(id) の削除"
        case let .deletedRecord(name, id): "\(name.japanese) \(id) を削除しました。"
        case .recordNotDeleted: "何も削除していません。"
        case let .recordInterrupted(name): "待つのをやめました: \(name.japanese)が変わったかどうかは分かりません。読み込み直して確かめてください。"
        }
    }
}
