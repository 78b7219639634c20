import Models
import TextShell

/// Every sentence of JSON Lines in Japanese.
extension JSONWords {
    public var japanese: String {
        switch self {
        case .nothingAsked: "いまは何も尋ねていません。answer は質問に答えるときだけ使います。"
        case let .answerWith(answers): "\(list(answers, "か", separator: "、")) で答えてください。質問はまだ待っています。"
        case .noSecretAsked: "いまは秘密を尋ねていないため、無視しました。"
        case .questionWaiting: #"質問が待っています。先に {"answer": "yes"} か {"answer": "no"} で答えてください。"#
        case .secretWaiting: #"秘密を尋ねています。先に {"secret": "…"} で送ってください。"#
        }
    }
}

extension RequestProblem {
    public var japanese: String {
        switch self {
        case let .line(problem): problem.japanese
        case .malformedJSON: #"JSON が不正です。{"command": "help"} のように、1 行に 1 つの JSON オブジェクトを送ってください。"#
        case let .duplicateKey(key): "'\(key)' が 2 回以上あります。キーは 1 回だけ指定してください。"
        case .controlCharacterInString: #"文字列に生の制御文字があります。\n や \u001b のようにエスケープで書いてください。"#
        case .loneSurrogate: #"文字列に UTF-16 サロゲートペアの片方（\ud800〜\udfff の単独）があり、文字になりません。"#
        case let .notAnObject(kind): "リクエストは JSON オブジェクトでなければなりません（\(kind.japanese)ではなく）。"
        case let .unknownKeys(keys):
            "不明なキー \(list(keys, "と", separator: "、")) があります。リクエストには \(list(Request.kindKeys, "か", separator: "、")) のどれか 1 つと、任意で '\(Request.idKey)' を指定します。"
        case .missingKind: "リクエストには \(list(Request.kindKeys, "か", separator: "、")) のどれかが必要です。"
        case let .conflictingKinds(keys):
            "リクエストに指定できるのは \(list(Request.kindKeys, "か", separator: "、")) のどれか 1 つです。このリクエストには \(list(keys, "と", separator: "、")) があります。"
        case let .wrongType(key, expected, kind): "'\(key)' は\(expected.japanese)でなければなりません（\(kind.japanese)ではなく）。"
        }
    }
}

extension ValueKind {
    var japanese: String {
        switch self {
        case .null: "null"
        case .boolean: "真偽値"
        case .string: "文字列"
        case .integer: "数値"
        case .otherNumber: "整数でないか範囲外の数値"
        case .array: "配列"
        case .object: "オブジェクト"
        case .stringOrInteger: "文字列か整数"
        }
    }
}
