internal import Foundation

/// Writes a session to a file as a transcript (`--record FILE`): each line typed as `> line` (secrets
/// masked as `********`), each question, and each line shown, in plain text, exactly as `--echo` prints
/// a script. `make test` replays every transcript under `Tests/Transcripts/` and compares it in full.
public final class TranscriptRecorder {
    /// The first lines of every transcript: what it is and how it is replayed.
    public static let header = [
        "# A Bazaar transcript: lines after '> ' were typed ('********' is the demo password), the rest was shown.",
        "# Replayed by make test with --in-memory; re-record with make transcripts. A line '...' matches any lines.",
    ]

    private let handle: FileHandle

    /// Creates (or empties) the file at `path`.
    public init(path: String) throws(RecorderError) {
        guard FileManager.default.createFile(atPath: path, contents: nil), let handle = FileHandle(forWritingAtPath: path) else {
            throw RecorderError(path: path, reason: String(cString: strerror(errno)))
        }
        self.handle = handle
        for line in Self.header { write(line) }
    }

    deinit {
        try? handle.close()
    }

    /// A line the user typed (already masked), or answered.
    func typed(_ line: String) {
        write("> " + line)
    }

    /// A line the program showed, in plain text.
    func shown(_ line: String) {
        write(line)
    }

    private func write(_ line: String) {
        try? handle.write(contentsOf: Data((line + "\n").utf8))
    }
}

/// Why a transcript file cannot be written.
public struct RecorderError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String

    public var description: String { "cannot record to '\(path)': \(reason)" }
}
