import Models

/// Every sentence of the command itself (`--help`, its flags' checks, why it could not start), as a key with
/// its arguments; `English.swift` and `Japanese.swift` say each one. The words ArgumentParser adds
/// (`USAGE:`, `OPTIONS:`) are the library's and stay in English.
enum AppWords: Words, Equatable {
    case abstract
    case discussion
    case databaseHelp
    case inMemoryHelp
    case noDemoHelp
    case latencyHelp
    case fileHelp
    case jsonHelp
    case echoHelp
    case bailHelp
    case noColorHelp
    case historyFileHelp
    case noHistoryHelp
    case recordHelp
    case inMemoryOrDatabase
    case notWithJSON(flag: String)
    case negativeLatency(String)
    case notADuration(String)
    case latencyTooLong(String)
    case relativeHome(String)
    case cannotOpenDatabase(path: String, reason: String)
    case readOnlyNewDatabase
    case notADatabase
    case anotherProgramsDatabase
    case folderNotWritable(String)
    case emptyDatabasePath
    case folderDatabasePath
    case notAFolder(String)
    case cannotCreate(String)
    case serverHelp
    case allowInsecureHTTPHelp
    case serverWithFile(flag: String)
    case noDemoWithServer
    case remoteMissing(name: String)
    case cannotRun(path: String, reason: String)
}

extension AppWords {
    /// The words in the language of this process (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    var here: String { text(in: .ofThisProcess) }
}
