import Models

/// The login screen's words in Japanese.
extension LoginWords {
    public var japanese: String {
        switch self {
        case .loggingIn: "ログイン中…"
        case .logIn: "ログイン"
        case .cancelled: "ログインを取り消しました。"
        case .title: "ログイン"
        case let .email(address): "メールアドレス: \(address)"
        case .passwordPrompt: "パスワード: "
        case .noPasswordEntered: "パスワードが入力されませんでした。"
        case .passwordSet: "パスワードを設定しました。"
        case .emailSummary: "ログインに使うメールアドレスを設定する。"
        case .passwordSummary: "パスワードを設定する（省略すると表示せずに尋ねる）。"
        case .submitSummary: "設定したメールアドレスとパスワードでログインする。"
        case .howTo: "'email ADDRESS'、'password'、'submit' の順に入力してください。'help' ですべてのコマンドを表示します。"
        case .ready: "準備完了: 'submit' でログインします。"
        }
    }
}
