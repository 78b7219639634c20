import Models

/// Every word of the terminal in Japanese.
extension TerminalWords {
    public var japanese: String {
        switch self {
        case .errorPrefix: "エラー: "
        case .ctrlCCancels: "（Ctrl-C で取り消し）"
        case let .cannotRecord(path, reason): "'\(path)' に記録できません: \(reason.japanese)"
        case .isAFolder: "フォルダです。--record にはファイルのパスを指定してください"
        case .isNotAFile: "ファイル、パイプ、端末のいずれでもありません。--record にはファイルのパスを指定してください"
        case let .systemError(text): text
        }
    }
}
