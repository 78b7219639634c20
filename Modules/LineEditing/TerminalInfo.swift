internal import CLibedit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What can be learnt about a terminal: whether the terminal database describes its type, and its width.
public enum TerminalInfo {
    /// The width in columns of the terminal on `descriptor` (standard output by default), read now (it
    /// changes when the window is resized); nil when `descriptor` is not a terminal or its width is unknown (0).
    public static func columns(of descriptor: Int32 = 1) -> Int? {
        let columns = Int(bz_terminal_columns(descriptor))
        return columns > 0 ? columns : nil
    }

    /// Whether the terminal database (terminfo, through the library libedit uses) has an entry for
    /// the terminal type `term` (the value of `TERM`), so that a line editor can drive it. False for
    /// an unknown type, an empty one, and when there is no database at all.
    public static func describes(_ term: String) -> Bool {
        guard !term.isEmpty, !term.contains("/") else { return false }
        return database.withLock { _ in bz_terminal_entry_exists(term) } == 1
    }

    /// The terminal library keeps what `tgetent` reads in globals, so threads asking at once would crash
    /// it: calls take turns.
    private static let database = Lock(())
}
