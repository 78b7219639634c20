import LineEditing

/// Where the REPL writes what it shows.
public protocol TextOutput: AnyObject {
    func write(_ text: String)
    /// Writes out what is buffered (the REPL calls it before it waits for work).
    func flush()
    /// What erases a line shown only for a while, should the program end while it is on screen; nil once
    /// it is gone.
    func eraseAtExit(_ text: String?)
}

extension TextOutput {
    public func flush() {}
    public func eraseAtExit(_ text: String?) {}
}

/// Standard output through LineEditing's `OutputWriter`: buffered to a file or a pipe, at once to a
/// terminal; a failed write ends the program quietly with a non-zero status (never a crash).
public final class StandardOutput: TextOutput {
    public init() {}

    public func write(_ text: String) {
        OutputWriter.standardOutput.write(text)
    }

    public func flush() {
        OutputWriter.standardOutput.flush()
    }

    public func eraseAtExit(_ text: String?) {
        OutputWriter.standardOutput.eraseAtExit(text)
    }
}

/// Standard error through LineEditing's `OutputWriter`: standard output's buffer is written out first, so
/// the two keep their order when they go to the same place (`2>&1`).
public final class StandardError: TextOutput {
    public init() {}

    public func write(_ text: String) {
        OutputWriter.standardError.write(text)
    }
}
