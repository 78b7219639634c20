import Models

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
        }
    }
}
