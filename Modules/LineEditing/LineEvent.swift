/// What one read from the user produced.
public enum LineEvent: Equatable, Sendable {
    /// A line, without its trailing newline (a completion's trailing space may remain).
    case line(String)
    /// Ctrl-C while reading: the partial line was discarded.
    case interrupted
    /// Ctrl-D on an empty line, or the end of the input stream.
    case endOfInput
}
