import Models

/// Every sentence of the command in English.
extension AppWords {
    var english: String {
        switch self {
        case .abstract:
            "Bazaar, in your terminal."
        case .discussion:
            """
            Log in with demo@bazaar.dev / bazaar-demo. Type 'help' on any screen.

            With a terminal on stdin and stdout you get line editing, Tab completion and history; \
            otherwise commands are read one per line (a script), with no prompts and no colour.

            With --json, programs drive the same screens with one JSON request per line and read one \
            JSON event per line (see docs/json-lines.md).

            The app speaks English, or Japanese when LC_ALL, LC_MESSAGES or LANG says ja (ja_JP.UTF-8).
            """
        case .databaseHelp: "The SQLite file to keep data in."
        case .inMemoryHelp: "Keep data in memory only; nothing is saved."
        case .noDemoHelp: "Create a new database without the demo account (an existing one is used as it is)."
        case .latencyHelp: "Simulate a slow service: wait this long before every call (e.g. 500ms, 2s; none by default)."
        case .fileHelp: "Read commands from a file instead of stdin."
        case .jsonHelp: "Read JSON requests and write JSON events, one per line, for programs (see docs/json-lines.md)."
        case .echoHelp: "Print each command before its output, for a readable transcript."
        case .bailHelp: "Stop at the first command that fails, with exit status 1."
        case .noColorHelp: "Never use colour (NO_COLOR does the same)."
        case .historyFileHelp: "Where to keep command history."
        case .noHistoryHelp: "Neither read nor write command history."
        case .recordHelp: "Record the session as a transcript (typed lines, secrets masked, and output) to a file."
        case .inMemoryOrDatabase: "Use either --in-memory or --database, not both."
        case let .notWithJSON(flag): "\(flag) does not apply to --json: every event is already on stdout."
        case let .negativeLatency(text): "a latency cannot be negative ('\(text)'); use 0 for none, or a duration such as 500ms or 2s"
        case let .notADuration(text): "'\(text)' is not a duration; use milliseconds or seconds, such as 500ms, 2s or 1.5s"
        case let .latencyTooLong(text): "a latency of at most 60s can be simulated, not '\(text)'"
        case let .relativeHome(home):
            "HOME is '\(home)', not an absolute path, so the database would go under the current folder; "
                + "set HOME to your home folder's absolute path, or give --database PATH"
        case let .cannotOpenDatabase(path, reason): "cannot open the database at '\(path)': \(reason)"
        case .readOnlyNewDatabase: "it is read-only and not set up yet; make it writable (chmod u+w) or use another file"
        case .notADatabase: "it is not a SQLite database (nothing was changed)"
        case .anotherProgramsDatabase: "it is another program's SQLite database (nothing was changed); give the app a file of its own"
        case let .folderNotWritable(path):
            "SQLite cannot create its -wal and -shm files in '\(path)'; make that folder writable for you, or move the database to one that is"
        case .emptyDatabasePath: "the path is empty; give --database the path of a file, or use --in-memory"
        case .folderDatabasePath: "the path names a folder; give --database the path of a file in it (FOLDER/bazaar.sqlite)"
        case let .notAFolder(path): "'\(path)' is not a folder"
        case let .cannotCreate(path): "cannot create '\(path)'"
        case .serverHelp:
            "Use the bazaar-server at this URL instead of a file (BAZAAR_SERVER does the same when no --server, --database or "
                + "--in-memory is given)."
        case .allowInsecureHTTPHelp: "Accept a plain http:// server URL for a host other than this machine."
        case let .serverWithFile(flag): "--server keeps data on the server: use it without \(flag)."
        case .noDemoWithServer:
            "--no-demo is for a database this app creates; a server has the demo only with bazaar-server --seed-demo."
        case let .remoteMissing(name):
            "--server needs \(name) beside bazaar; build it with make build, or install it with make install."
        case let .cannotRun(path, reason): "Could not run \(path): \(reason)."
        }
    }
}
