import Models

/// Every word of the terminal in English.
extension TerminalWords {
    public var english: String {
        switch self {
        case .errorPrefix: "Error: "
        case .ctrlCCancels: " (Ctrl-C cancels)"
        case let .cannotRecord(path, reason): "cannot record to '\(path)': \(reason.english)"
        case let .cannotOpenScript(path, reason): "cannot open script '\(path)': \(reason)"
        case .isAFolder: "it is a folder; give --record the path of a file"
        case .isNotAFile: "it is not a file, a pipe or a terminal; give --record the path of a file"
        case let .historyNotSaved(path, reason):
            "history is not saved to '\(path)' (\(reason.english)): Up recalls this session's lines only"
        case .isNotAHistoryFile: "it is not a history file, and is left as it is"
        case .isKeptByThisRun: "it is a file this run reads or keeps (its database, history or script); give --record another file"
        case .transcriptHeader:
            """
            # A Bazaar transcript: lines after '> ' were typed ('********' is the demo password), the rest was shown.
            # Replayed by make test with --in-memory; re-record with make transcripts. A line '...' matches any lines.
            """
        case let .systemError(text): text
        }
    }
}
