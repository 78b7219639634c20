public import LineEditing
public import Models

extension LineReaderError {
    /// Why the script cannot be read, in `language` (LineEditing knows no language: its `description` is
    /// English).
    public func text(in language: Language) -> String {
        switch self {
        case let .cannotOpen(path, reason): TerminalWords.cannotOpenScript(path: path, reason: reason).text(in: language)
        }
    }
}

extension HistoryProblem {
    /// Why the history is not saved, in `language`.
    public func text(in language: Language) -> String {
        switch self {
        case let .notAHistoryFile(path): TerminalWords.historyNotSaved(path: path, reason: .isNotAHistoryFile).text(in: language)
        case let .cannotUse(path, reason): TerminalWords.historyNotSaved(path: path, reason: .systemError(reason)).text(in: language)
        }
    }
}
