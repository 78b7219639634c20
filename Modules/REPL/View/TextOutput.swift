internal import Foundation

/// Where the REPL writes what it shows.
public protocol TextOutput: AnyObject {
    func write(_ text: String)
}

/// Standard output, written straight through (no buffering to flush before a prompt).
public final class StandardOutput: TextOutput {
    public init() {}

    public func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
