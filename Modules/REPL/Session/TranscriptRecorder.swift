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
/// a script. `make test` replays every transcript of each feature tree (`Modules/NAME/Transcripts/`) and compares it in full.
public final class TranscriptRecorder {

    private let descriptor: Int32
    private let output: OutputWriter
    private let path: String
    private let language: Language
    /// Whether the file was made by this run (and is removed if the run is refused before it starts).
    private let made: Bool
    private let isRegularFile: Bool
    /// Lines shown before `start()`, written after the header: until the session starts, the file is as it was.
    private var pending: [String]? = []

    /// Opens `path` for writing, changing nothing in it yet: an existing file keeps its mode, a new one is
    /// made 0600 (a transcript holds everything the user saw). It is written to, never replaced, so a named
    /// pipe or a device (`/dev/null`) works; a folder or anything else that cannot hold a transcript is
    /// refused. Opening a named pipe waits for its reader: the program makes the recorder before it takes
    /// over any signal, so that Ctrl-C or SIGTERM ends that wait as it would end any program. A file of
    /// `sparing` (what the run reads or keeps: its database, history, script) is refused, whatever path names
    /// it. `start()` empties the file and writes its first lines, comments that say what it is and how it is
    /// replayed, in `language`; a line that cannot be written later (a full disk) ends the program with one
    /// line on stderr.
    public init(path: String, language: Language = .english, sparing: [String] = []) throws(RecorderError) {
        if sparing.contains(where: { Self.isSameFile($0, path) }) { throw RecorderError(path: path, reason: .isKeptByThisRun) }
        var status = stat()
        let existed = stat(path, &status) == 0
        if existed {
            switch status.st_mode & S_IFMT {
            case S_IFREG, S_IFIFO, S_IFCHR: break
            case S_IFDIR: throw RecorderError(path: path, reason: .isAFolder)
            default: throw RecorderError(path: path, reason: .isNotAFile)
            }
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_NOCTTY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw RecorderError(path: path, reason: .systemError(String(cString: strerror(errno)))) }
        self.descriptor = descriptor
        self.path = path
        self.language = language
        made = !existed
        isRegularFile = !existed || status.st_mode & S_IFMT == S_IFREG
        output = OutputWriter.unbuffered(descriptor: descriptor, stream: "the transcript '\(path)'")  // words: OutputWriter's English
    }

    /// The session really starts: empties the file (what it held is replaced only now) and writes the
    /// header, then any line shown before.
    public func start() {
        guard let shown = pending else { return }
        pending = nil
        if isRegularFile { _ = ftruncate(descriptor, 0) }
        for line in language.say(.transcriptHeader).split(separator: "\n") { write(String(line)) }
        for line in shown { write(line) }
    }

    /// Whether two paths name one file: the same file if both exist (a link, another spelling); else, when
    /// neither does, the same name in the same folder, the folder's path resolved (a link to it included).
    static func isSameFile(_ one: String, _ other: String) -> Bool {
        var first = stat()
        var second = stat()
        switch (stat(one, &first) == 0, stat(other, &second) == 0) {
        case (true, true): return first.st_dev == second.st_dev && first.st_ino == second.st_ino
        case (false, false): return resolvedFolder(one) == resolvedFolder(other)
        default: return false  // one is there and the other is not: two files
        }
    }

    /// `path` with its folder's real path (`realpath`, which resolves every link, needs the folder to exist).
    private static func resolvedFolder(_ path: String) -> String {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard let folder = realpath(url.deletingLastPathComponent().path, nil) else { return url.path }
        defer { free(folder) }
        return String(cString: folder) + "/" + url.lastPathComponent
    }

    /// The session was refused before it started: a file this run made is removed, one it found is left
    /// as it was.
    public func discard() {
        if made { _ = unlink(path) }
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
        guard pending == nil else { return pending!.append(line) }
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
