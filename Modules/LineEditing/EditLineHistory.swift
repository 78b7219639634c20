internal import CLibedit
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// libedit's history list for one editor, kept in step with its file.
///
/// The file is libedit 3.1's own format, checked by experiment: a first line
/// `_HiStOrY_V2_`, then one entry a line, `strvis(VIS_WHITE)`-encoded (space
/// `\040`, tab `\011`, newline `\012`, backslash `\134`; UTF-8 bytes as they
/// are). The file is loaded once at start. Each recorded entry is then
/// *appended* to it at once (libedit encodes it: a one-entry list saved with
/// `H_SAVE_FP` to a stream opened with `O_APPEND`, which writes the header
/// only into an empty file), so a crash loses nothing and nothing is
/// rewritten per line. (`H_NSAVE_FP` is not used: in this libedit it writes
/// n+1 entries.) `compactFile()`, called at close, rewrites the file with the
/// newest `limit` entries only when it has grown past `limit`, atomically
/// (temporary file + rename). The file is created 0600 and a missing
/// directory 0700; an existing file keeps its mode. A file that exists but is
/// not a libedit history file, or a symbolic link (never followed), is left
/// alone, and so is a file that cannot be read or written: history then lives in
/// memory only, and `problem` says why (the REPL says so once).
final class EditLineHistory {
    /// The `History *` handed to `el_set(EL_HIST)`.
    let handle: OpaquePointer
    /// The history file, or nil for memory-only history.
    let path: String?
    /// The most entries kept in memory and, after `compactFile()`, in the file.
    let limit: Int
    /// Why entries are not written to `path`, once that is known (at load, or at the first write).
    private(set) var problem: HistoryProblem?
    /// Whether entries are written to `path`: there is one, and no problem with it is known.
    var isPersistent: Bool { path != nil && problem == nil }

    /// A list capped at `limit` (at least 1), loaded from `fileURL` when that file exists.
    init(fileURL: URL?, limit: Int) {
        self.limit = max(1, limit)
        self.path = fileURL?.path
        guard let handle = history_init() else { fatalError("libedit: history_init failed (out of memory)") }
        self.handle = handle
        var event = HistEvent()
        _ = bz_history_set_size(handle, &event, Int32(clamping: self.limit))
        _ = bz_history_set_unique(handle, &event, 1)
        if let path { load(path) }
    }

    deinit {
        history_end(handle)
    }

    /// The entries in memory, oldest first.
    var entries: [String] {
        var event = HistEvent()
        var result: [String] = []
        var status = bz_history_last(handle, &event)
        while status != -1 {
            if let text = event.str { result.append(String(cString: text)) }
            status = bz_history_prev(handle, &event)
        }
        return result
    }

    /// Records `line` (one trailing newline dropped) unless it is blank or equals the newest entry,
    /// and appends it to the file. Returns whether it was recorded.
    @discardableResult
    func add(_ line: String) -> Bool {
        var entry = line
        if entry.hasSuffix("\n") { entry.removeLast() }
        if entry.allSatisfy(\.isWhitespace) { return false }
        if entry == newestEntry { return false }
        var event = HistEvent()
        guard entry.withCString({ bz_history_enter(handle, &event, $0) }) != -1 else { return false }
        if isPersistent, let path { append(entry, to: path) }
        return true
    }

    /// The number of entries in the history file (0 when there is none).
    func fileEntryCount() -> Int {
        guard let path, let data = FileManager.default.contents(atPath: path), !data.isEmpty else { return 0 }
        let newlines = data.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        let endsWithNewline = data.last == UInt8(ascii: "\n")
        return max(0, newlines + (endsWithNewline ? 0 : 1) - 1)  // minus the header line
    }

    /// Rewrites the file with its newest `limit` entries when it holds more; otherwise leaves it untouched.
    func compactFile() {
        guard isPersistent, let path, fileEntryCount() > limit else { return }
        guard let scratch = history_init() else { return }
        defer { history_end(scratch) }
        var event = HistEvent()
        _ = bz_history_set_size(scratch, &event, Int32(clamping: limit))
        _ = bz_history_set_unique(scratch, &event, 1)
        guard bz_history_load(scratch, &event, path) != -1 else { return }
        var status = stat()
        guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return }  // never replace a link
        let temporary = path + ".tmp-\(getpid())"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return }
        guard let stream = fdopen(descriptor, "w") else {
            _ = close(descriptor)
            unlink(temporary)
            return
        }
        let saved = bz_history_save_fp(scratch, &event, stream)  // fchmods it to 0600: the file's own mode after
        _ = fchmod(descriptor, status.st_mode & 0o777)
        let flushed = fflush(stream) == 0 && fsync(descriptor) == 0
        fclose(stream)
        if saved == -1 || !flushed || rename(temporary, path) != 0 {
            unlink(temporary)
        }
    }

    // MARK: - Private

    private var newestEntry: String? {
        var event = HistEvent()
        guard bz_history_first(handle, &event) != -1, let text = event.str else { return nil }
        return String(cString: text)
    }

    /// Loads `path` if it exists; an empty file is fine, anything unreadable turns persistence off.
    private func load(_ path: String) {
        var status = stat()
        guard lstat(path, &status) == 0 else { return }  // no file yet: created on first append
        // A symbolic link (dangling or not) is refused, never followed: its target is not ours to create,
        // append to, change the mode of or replace.
        guard (status.st_mode & S_IFMT) == S_IFREG else { return stopWriting(.notAHistoryFile(path: path)) }
        if status.st_size == 0 { return }
        guard access(path, R_OK) == 0 else { return stopWriting(.cannotUse(path: path, reason: Self.reason(errno))) }
        var event = HistEvent()
        if bz_history_load(handle, &event, path) == -1 {
            stopWriting(.notAHistoryFile(path: path))
        }
    }

    /// History from now on lives in memory only, for `why`.
    private func stopWriting(_ why: HistoryProblem) {
        problem = why
    }

    /// The system's words for `code` (`strerror`).
    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// Appends one entry in libedit's encoding; writes the header first when the file is empty. A file that
    /// cannot be made or written turns persistence off, saying why (`problem`).
    private func append(_ entry: String, to path: String) {
        let folder = makeParentDirectory(of: path)
        guard folder == 0 else { return stopWriting(.cannotUse(path: path, reason: Self.reason(folder))) }
        // O_NOFOLLOW: a link put in the file's place since it was loaded is refused too.
        var descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        var failure = descriptor >= 0 ? 0 : errno
        let created = descriptor >= 0
        if failure == EEXIST {
            descriptor = open(path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC)
            failure = descriptor >= 0 ? 0 : errno
        }
        guard descriptor >= 0 else {
            let isNotAFile = failure == ELOOP || failure == EISDIR
            return stopWriting(isNotAFile ? .notAHistoryFile(path: path) : .cannotUse(path: path, reason: Self.reason(failure)))
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            _ = close(descriptor)
            return stopWriting(.notAHistoryFile(path: path))
        }
        // ftell must see the real end so libedit writes `_HiStOrY_V2_` only into an empty file.
        _ = lseek(descriptor, 0, SEEK_END)
        guard let stream = fdopen(descriptor, "a") else {
            let code = errno
            _ = close(descriptor)
            return stopWriting(.cannotUse(path: path, reason: Self.reason(code)))
        }
        defer { fclose(stream) }
        guard let single = history_init() else { return }
        defer { history_end(single) }
        var event = HistEvent()
        _ = bz_history_set_size(single, &event, 1)
        _ = entry.withCString { bz_history_enter(single, &event, $0) }
        errno = 0
        let saved = bz_history_save_fp(single, &event, stream)  // also fchmods the file to 0600
        let written = saved != -1 && fflush(stream) == 0
        let code = errno
        // A file the app did not create keeps the mode its owner chose.
        if !created { _ = fchmod(descriptor, status.st_mode & 0o7777) }
        // A full disk, a quota, an I/O error: the line is not kept, and neither is the next.
        if !written { stopWriting(.cannotUse(path: path, reason: Self.reason(code == 0 ? EIO : code))) }
    }

    /// Creates the missing directories above `path` with mode 0700; returns 0 when the parent exists, or why
    /// not (an `errno` code, taken where it was set).
    private func makeParentDirectory(of path: String) -> Int32 {
        guard let slash = path.lastIndex(of: "/") else { return 0 }
        let parent = String(path[..<slash])
        if parent.isEmpty { return 0 }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) { return isDirectory.boolValue ? 0 : ENOTDIR }
        let above = makeParentDirectory(of: parent)
        guard above == 0 else { return above }
        if mkdir(parent, 0o700) != 0 {
            let code = errno
            guard code == EEXIST else { return code }
        }
        _ = chmod(parent, 0o700)
        return 0
    }
}
