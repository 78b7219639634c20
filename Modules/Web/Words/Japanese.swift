import Models

/// Every word of the web front end in Japanese.
extension WebWords {
    public var japanese: String {
        switch self {
        case .home: "ホーム"
        case .logOut: "ログアウト"
        case .languageName: "日本語"
        case .yes: "はい"
        case .no: "いいえ"
        case .send: "送信"
        case .cancel: "キャンセル"
        case .commands: "この画面でできること"
        case .startPage: "最初からやり直す"
        case .formExpired: "このページは期限切れです（長く開いていたか、別のところから来ました）。何も行っていません。最初からやり直してください。"
        case .methodNotAllowed: "ページは GET で読み、フォームは POST で送ります。"
        case .formTooLarge: "フォームが大きすぎて読めません（64 KiB を超えています）。何も行っていません。戻って短くしてから送ってください。"
        case .requestUnreadable: "そのリクエストは読めません（アドレスまたはフォームの符号化が正しくありません）。何も行っていません。"
        case .noSuchPage: "そのようなページはありません。"
        case .notOnThisScreen: "そのフォームはもうこの画面にありません。何も行っていません。現在の画面を表示します。"
        }
    }
}
