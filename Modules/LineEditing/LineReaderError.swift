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
