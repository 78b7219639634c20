/// Where the session writes its events: standard output in the app, a buffer in a test.
@MainActor
public protocol EventSink: AnyObject {
    /// Writes `line`, one JSON object and its newline, in one piece.
    func write(_ line: String)
}
