public import Models

/// Every word the terminal itself adds to what the screens say, as a key with its arguments;
/// `English.swift` and `Japanese.swift` say each one.
public enum TerminalWords: Words, Equatable {
    /// Put before an error: "Error: ".
    case errorPrefix
    /// Put after a busy line: " (Ctrl-C cancels)".
    case ctrlCCancels
    /// A transcript cannot be recorded at `path`, for `reason`.
    indirect case cannotRecord(path: String, reason: TerminalWords)
    /// A script (`-f FILE`) cannot be opened, for the system's `reason`.
    case cannotOpenScript(path: String, reason: String)
    case isAFolder
    case isNotAFile
    case isKeptByThisRun
    /// The history file at `path` is not written, for `reason`: this session's lines are kept in memory only.
    indirect case historyNotSaved(path: String, reason: TerminalWords)
    case isNotAHistoryFile
    /// The comment lines a transcript starts with.
    case transcriptHeader
    /// The operating system's own words (`strerror`), which come in English.
    case systemError(String)
}

extension Language {
    /// `language.say(.errorPrefix)`: the terminal's words in this language.
    func say(_ words: TerminalWords) -> String { words.text(in: self) }
}
