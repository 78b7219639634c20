internal import Foundation
import LineEditing
public import Models

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a session to a file as a transcript (`--record FILE`): each line typed as `> line` (secrets
/// masked as `********`), each question, and each line shown, in plain text, exactly as `--echo` prints
/// a script. `make test` replays every transcript under `Tests/Transcripts/` and compares it in full.
public final class TranscriptRecorder {

    private let descriptor: Int32
    private let output: OutputWriter

    /// Opens `path` for writing, emptying what it holds: an existing file keeps its mode, a new one is made
    /// 0600 (a transcript holds everything the user saw). It is written to, never replaced, so a named pipe
    /// or a device (`/dev/null`) works; a folder or anything else that cannot hold a transcript is refused.
    /// A line that cannot be written later (a full disk) ends the program with one line on stderr. Its first
    /// lines, comments that say what it is and how it is replayed, are in `language`.
    public init(path: String, language: Language = .english) throws(RecorderError) {
        var status = stat()
        if stat(path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG, S_IFIFO, S_IFCHR: break
            case S_IFDIR: throw RecorderError(path: path, reason: .isAFolder)
            default: throw RecorderError(path: path, reason: .isNotAFile)
            }
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOCTTY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw RecorderError(path: path, reason: .systemError(String(cString: strerror(errno)))) }
        self.descriptor = descriptor
        output = OutputWriter.unbuffered(descriptor: descriptor, stream: "the transcript '\(path)'")  // words: OutputWriter's English
        for line in language.say(.transcriptHeader).split(separator: "\n") { write(String(line)) }
    }

    deinit {
        _ = close(descriptor)
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
        output.write(line + "\n")
    }
}

/// Why a transcript file cannot be written.
public struct RecorderError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: TerminalWords

    /// What to say, in `language`.
    public func text(in language: Language) -> String { TerminalWords.cannotRecord(path: path, reason: reason).text(in: language) }

    public var description: String { text(in: .english) }
}
