import Models

/// Every sentence of the text shell in Japanese.
extension ShellWords {
    public var japanese: String {
        switch self {
        case .helpSummary: "ここで使えるコマンドを表示する。"
        case .whereSummary: "いまいる場所（画面の履歴）を表示する。"
        case .quitSummary: "Bazaar を終了する。"
        case .backSummary: "前の画面に戻る。"
        case .homeSummary: "ホーム画面に行く。"
        case .openSummary: "パスで画面を開く（例: home。Tab で一覧）。"
        case .logoutSummary: "ログアウトしてログイン画面に戻る。"
        case .commandHeader: "コマンド"
        case .whatItDoesHeader: "説明"
        case let .firstScreen(location): "\(location) は最初の画面です。戻る先はありません。"
        case .alreadyHome: "すでにホームにいます。"
        case let .unknownPath(path, paths): "パス '\(path)' はありません。パス: \(paths.joined(separator: "、"))。"
        case .loggedOut: "ログアウトしました。"
        case let .logInFirst(command): "先にログインしてください: \(command) はログイン中に使えます。"
        case .notLoggedIn: "ログインしていません。"
        }
    }
}

extension CommandError {
    public var japanese: String {
        switch self {
        case let .unknown(suggestion?): "不明なコマンドです。'\(suggestion)' のことですか？"
        case .unknown(nil): "不明なコマンドです。'help' でコマンドを表示します。"
        case let .usage(command, usage, problem): "\(command): \(problem.japanese)。使い方: \(usage)"
        }
    }
}

extension UsageProblem {
    var japanese: String {
        switch self {
        case let .missing(argument): "\(argument) がありません"
        case let .outOfRange(argument): "\(argument) が範囲外です"
        case let .notANumber(argument): "\(argument) は数字で指定してください"
        case let .notYesOrNo(argument): "\(argument) は yes か no で指定してください"
        case let .notADate(argument): "\(argument) は 2026-11-27 のように YYYY-MM-DD で日付を指定してください"
        case let .noSuchDay(argument): "\(argument) の日付は暦にありません（2026-11-27 のように YYYY-MM-DD で指定してください）"
        case let .notAnAmount(argument, currency): "\(argument) は \(currency.typedExample) のような金額で指定してください"
        case let .tooManyFractionDigits(argument, currency):
            currency.minorUnitDigits == 0
                ? "\(argument) に小数は使えません（\(currency.code) は \(currency.typedExample) のように整数で指定してください）"
                : "\(argument) の小数点以下は \(currency.minorUnitDigits) 桁までです（\(currency.code) は \(currency.typedExample) のように指定してください）"
        case .tooManyWords: "語が多すぎます"
        case .unclosedQuote: "引用符が閉じていません（空白を含む語は \"二重\" か '一重' の引用符で囲んでください）"
        case let .tooManyWordsForSecret(command): "語が多すぎます（'\(command)' だけを入力すると尋ねます）"
        }
    }
}

extension LineProblem {
    public var japanese: String {
        switch self {
        case let .tooLong(bytes): "行が長すぎます（\(bytes) バイト）。上限は \(LineProblem.maximumBytes) バイトです。"
        case .invalidUTF8: "行が正しい UTF-8 ではないため、無視しました。"
        case .controlCharacters: "行に制御文字が含まれているため、無視しました。"
        }
    }
}
