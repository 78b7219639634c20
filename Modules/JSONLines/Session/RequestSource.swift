/// Where the session reads its client's lines: standard input or a file in the app, an array in a test.
///
/// Reads may block (the session reads only when the work of the last request has settled).
@MainActor
public protocol RequestSource: AnyObject {
    /// The next line, the end of the input, or the news that Ctrl-C ended it.
    func nextLine() -> InputLine
}

/// One read from a `RequestSource`.
public enum InputLine: Equatable, Sendable {
    /// A line's exact bytes, without its newline. `wholeLength` is its length in bytes when it was over
    /// the limit and the reader kept only its beginning; nil when it came whole.
    case line([UInt8], wholeLength: Int? = nil)
    /// The input ended.
    case endOfInput
    /// Ctrl-C (SIGINT) ended the input, as it ends a script: the session ends with status 130.
    case interrupted
}
