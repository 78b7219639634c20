/// Why a line reader could not be made.
public enum LineReaderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The input file could not be opened for reading (`reason` is the system's message).
    case cannotOpen(path: String, reason: String)

    /// One line for the user: `cannot open script '/path': No such file or directory`.
    public var description: String {
        switch self {
        case let .cannotOpen(path, reason):
            "cannot open script '\(path)': \(reason)"
        }
    }
}

/// Why the history file is not written: history then lives in memory only, for this session.
public enum HistoryProblem: Equatable, Sendable {
    /// The path holds something that is not a libedit history file (a folder, a symbolic link, another
    /// file's text): it is left as it is.
    case notAHistoryFile(path: String)
    /// The file, or a folder above it, cannot be made, read or written (`reason`: the system's words).
    case cannotUse(path: String, reason: String)
}
