/// Why a line reader could not be made.
public enum LineReaderError: Error, Equatable, Sendable {
    /// The input file could not be opened for reading (`reason` is the system's message).
    case cannotOpen(path: String, reason: String)
}
