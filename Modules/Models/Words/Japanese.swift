/// Every sentence of Models in Japanese: the errors a person can be shown.
extension LoginError {
    public var japanese: String {
        switch self {
        case .invalidCredentials: "メールアドレスまたはパスワードが違います。"
        case .invalidEmail: "有効なメールアドレスではありません。"
        case .emptyPassword: "パスワードを入力してください。"
        case .serviceUnavailable: "アカウントサービスを利用できません。もう一度お試しください。"
        case let .tooManyAttempts(seconds): "ログインの失敗が多すぎます。\(seconds)秒後にもう一度お試しください。"
        }
    }
}

extension SessionError {
    public var japanese: String {
        switch self {
        case .notSignedIn: "セッションが終了しました（期限切れ、またはログアウト済み）。もう一度ログインしてください。"
        case .notEndedOnServer: "ここではログアウトしましたが、サーバーが応答しなかったため、サーバー上のセッションは期限（30日）まで有効なままです。"
        }
    }
}

extension ServiceError {
    public var japanese: String {
        switch self {
        case .notFound: "見つかりません。"
        case .unavailable: "サービスを利用できません。もう一度お試しください。"
        case let .store(error): error.japanese
        case let .unreachable(server): "サーバー \(server) に接続できません。起動していることを確かめてから、もう一度お試しください。"
        case let .busy(seconds): "サービスが混み合っています。\(seconds)秒後にもう一度お試しください。"
        case let .outcomeUnknown(server?):
            "サーバー \(server) から処理されたかどうかを示す応答がなかったため、結果はわかりません。もう一度行う前に確認してください。"
        case .outcomeUnknown(nil):
            "データベースが結果を返す前に応答しなくなったため、処理されたかどうかわかりません。もう一度行う前に確認してください。"
        case .idempotencyKeyReused:
            "このリクエストのキーは別のリクエストにすでに使われています。何も行われていません。新しいリクエストには新しいキーを送ってください。"
        }
    }
}

extension StoreError {
    public var japanese: String {
        switch self {
        case .busy:
            "データベースが他のプログラム（別の Bazaar？）にロックされたままです。その処理が終わってからもう一度お試しください。"
        case .readOnly:
            "データベースファイルが読み取り専用のため、何も保存できません。保存するにはファイルを書き込み可能にしてください（chmod u+w）。"
        case .diskFull:
            "ディスクがいっぱいのため、保存できませんでした。空き容量を作ってからもう一度お試しください。"
        case .corrupt:
            "データベースファイルが壊れています（SQLite が malformed と報告）。バックアップから復元するか、別のファイルを使ってください。"
        case .newerSchema:
            "データベースは新しいバージョンの Bazaar で書かれています。そのバージョンを使ってください。このバージョンはファイルを変更しません。"
        case .ioFailure:
            "データベースファイルを読み書きできませんでした（I/O エラー）。ディスクを確認してもう一度お試しください。"
        case let .unknownCurrency(code):
            "金額が '\(code)' で記録されていますが、このバージョンの Bazaar はこの通貨を知らないため使えません。別のものを選ぶか、Bazaar を更新してください。"
        }
    }
}

extension FieldError {
    public var japanese: String {
        switch self {
        case let .required(field): "「\(field.japanese)」は必須です。"
        case let .tooShort(field, minimum): "「\(field.japanese)」は\(minimum)文字以上で入力してください。"
        case let .tooLong(field, maximum): "「\(field.japanese)」は\(maximum)文字以内で入力してください。"
        case let .outOfRange(field, range):
            "「\(field.japanese)」は\(range.lowerBound)から\(range.upperBound)までの数で入力してください。"
        case let .amountOutOfRange(field, range):
            "「\(field.japanese)」は\(range.lowerBound)から\(range.upperBound)までの金額で入力してください。"
        case let .nulCharacter(field): "「\(field.japanese)」にNUL文字は使えません。"
        case let .malformed(field): "「\(field.japanese)」の値の種類が違います（文字、整数、yes か no、YYYY-MM-DD の日付）。"
        case let .noSuchDay(field): "「\(field.japanese)」の日付は暦にありません。"
        }
    }
}

/// Why a server address cannot be used, in Japanese.
extension ServerAddress.Problem {
    public var japanese: String {
        switch self {
        case let .notAURL(text):
            "'\(text)' はサーバーの URL ではありません。http://127.0.0.1:8080 や https://bazaar.example.com のように指定してください。"
        case let .unsupportedScheme(scheme): "サーバーの URL は http:// か https:// で始めてください（\(scheme):// ではなく）。"
        case .credentialsInURL: "サーバーの URL にユーザー名やパスワードを含めないでください。ログイン画面でログインしてください。"
        case let .insecure(host):
            "暗号化なしの http:// ではパスワードがそのまま \(host) に送られます。https:// を使うか、どうしても必要なら --allow-insecure-http を付けてください。"
        case .queryOrFragment: "サーバーの URL にクエリやフラグメント（?… や #…）を含めないでください。パスの起点となるアドレスを指定してください。"
        }
    }
}
