import Models

/// Every word of the terminal in Japanese.
extension TerminalWords {
    public var japanese: String {
        switch self {
        case .errorPrefix: "エラー: "
        case .ctrlCCancels: "（Ctrl-C で取り消し）"
        case let .cannotRecord(path, reason): "'\(path)' に記録できません: \(reason.japanese)"
        case let .cannotOpenScript(path, reason): "スクリプト '\(path)' を開けません: \(reason)"
        case .isAFolder: "フォルダです。--record にはファイルのパスを指定してください"
        case .isNotAFile: "ファイル、パイプ、端末のいずれでもありません。--record にはファイルのパスを指定してください"
        case let .historyNotSaved(path, reason):
            "履歴を '\(path)' に保存できません (\(reason.japanese))。上矢印キーで呼び出せるのはこのセッションの入力だけです"
        case .isNotAHistoryFile: "履歴ファイルではないため、そのままにします"
        case .isKeptByThisRun: "この実行が読み書きするファイル（データベース、履歴、スクリプト）です。--record には別のファイルを指定してください"
        case .transcriptHeader:
            """
            # Bazaar の記録: '> ' の後の行は入力（'********' はデモのパスワード）、それ以外は表示です。
            # make test が --in-memory で再生します。make transcripts で記録し直します。'...' の行は任意の行に一致します。
            """
        case let .systemError(text): text
        }
    }
}
