import Models

/// Every sentence of the command in Japanese.
extension AppWords {
    var japanese: String {
        switch self {
        case .abstract:
            "ターミナルで使う Bazaar。"
        case .discussion:
            """
            demo@bazaar.dev / bazaar-demo でログインします。どの画面でも 'help' と入力できます。

            標準入出力が端末なら、行編集、Tab 補完、履歴が使えます。そうでなければコマンドを \
            1 行ずつ読みます（スクリプト）。プロンプトも色もありません。

            --json では、プログラムが 1 行 1 つの JSON リクエストで同じ画面を操作し、1 行 1 つの \
            JSON イベントを読みます（docs/json-lines.md を参照）。

            LC_ALL、LC_MESSAGES、LANG が ja（ja_JP.UTF-8）なら日本語、それ以外は英語で表示します。
            """
        case .databaseHelp: "データを保存する SQLite ファイル。"
        case .inMemoryHelp: "データをメモリだけに置く。何も保存しない。"
        case .noDemoHelp: "デモアカウントなしで新しいデータベースを作る（既存のものはそのまま使う）。"
        case .latencyHelp: "遅いサービスを模擬する: 呼び出しのたびにこの時間待つ（例: 500ms、2s。既定はなし）。"
        case .fileHelp: "標準入力の代わりにファイルからコマンドを読む。"
        case .jsonHelp: "プログラム向けに、JSON リクエストを読み JSON イベントを書く（1 行に 1 つ。docs/json-lines.md を参照）。"
        case .echoHelp: "読みやすい記録のため、各コマンドを出力の前に表示する。"
        case .bailHelp: "最初に失敗したコマンドで、終了コード 1 で止まる。"
        case .noColorHelp: "色を使わない（NO_COLOR も同じ）。"
        case .historyFileHelp: "コマンド履歴を保存する場所。"
        case .noHistoryHelp: "コマンド履歴を読みも書きもしない。"
        case .recordHelp: "セッションを記録としてファイルに残す（入力した行、伏せた秘密、出力）。"
        case .inMemoryOrDatabase: "--in-memory と --database はどちらか一方だけを使ってください。"
        case let .notWithJSON(flag): "\(flag) は --json では使えません。イベントはすべて標準出力に出ます。"
        case let .negativeLatency(text): "遅延は負にできません（'\(text)'）。なしなら 0、または 500ms や 2s のような時間を指定してください"
        case let .notADuration(text): "'\(text)' は時間ではありません。500ms、2s、1.5s のようにミリ秒か秒で指定してください"
        case let .latencyTooLong(text): "模擬できる遅延は最大 60s です（'\(text)' ではなく）"
        case let .relativeHome(home):
            "HOME が '\(home)' で絶対パスではないため、データベースが現在のフォルダの下に作られてしまいます。"
                + "HOME をホームフォルダの絶対パスにするか、--database PATH を指定してください"
        case let .cannotOpenDatabase(path, reason): "'\(path)' のデータベースを開けません: \(reason)"
        case .readOnlyNewDatabase: "読み取り専用で、まだ初期化されていません。書き込み可能にする（chmod u+w）か、別のファイルを使ってください"
        case .notADatabase: "SQLite データベースではありません（何も変更していません）"
        case .anotherProgramsDatabase: "ほかのプログラムの SQLite データベースです（何も変更していません）。アプリ専用のファイルを指定してください"
        case let .folderNotWritable(path):
            "SQLite が '\(path)' に -wal と -shm ファイルを作れません。そのフォルダを書き込み可能にするか、書き込めるフォルダにデータベースを移してください"
        case .emptyDatabasePath: "パスが空です。--database にファイルのパスを指定するか、--in-memory を使ってください"
        case .folderDatabasePath: "パスはフォルダを指しています。--database にはその中のファイルのパス（フォルダ/bazaar.sqlite）を指定してください"
        case let .notAFolder(path): "'\(path)' はフォルダではありません"
        case let .cannotCreate(path): "'\(path)' を作れません"
        case .serverHelp:
            "ファイルの代わりにこの URL の bazaar-server を使う（--server、--database、--in-memory がないときは BAZAAR_SERVER も同じ）。"
        case .allowInsecureHTTPHelp: "このマシン以外のホストでも、暗号化なしの http:// のサーバー URL を受け入れる。"
        case let .serverWithFile(flag): "--server ではデータはサーバーに置かれます。\(flag) なしで使ってください。"
        case .noDemoWithServer:
            "--no-demo はこのアプリが作るデータベース用です。サーバーのデモは bazaar-server --seed-demo でだけ作られます。"
        case let .remoteMissing(name):
            "--server には bazaar の隣に \(name) が必要です。make build でビルドするか、make install でインストールしてください。"
        case let .cannotRun(path, reason): "\(path) を実行できません: \(reason)。"
        }
    }
}
