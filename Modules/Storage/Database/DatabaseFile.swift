internal import Foundation

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Makes a database file's folder and the file itself owner-only, and says how the file may be opened.
///
/// Only what Bazaar creates is given a mode: new folders 0700 and a new file 0600 (SQLite gives the
/// `-wal` and `-shm` companions the file's mode). An existing file keeps the mode its owner chose: one
/// made read-only (`chmod 400`) is opened read-only, and nothing ever calls `chmod` on it.
enum DatabaseFile {
    /// How `prepare(at:)` found the path.
    struct Preparation: Equatable {
        /// This call created the file (empty, mode 0600).
        var created: Bool
        /// The file may be written: someone has write permission and this process may write it.
        var isWritable: Bool
    }

    /// Makes missing parent folders (0700) and a missing file (0600), and checks an existing path.
    ///
    /// A path that holds something other than a SQLite database (a folder, a device, a text file) is
    /// refused before anything is changed.
    static func prepare(at path: String) throws -> Preparation {
        guard !path.isEmpty else { throw StorageError.emptyPath }
        // `new/` is a folder the person means, not a file named `new` (which then stands where the folder would).
        guard !path.hasSuffix("/") else { throw StorageError.folderPath }
        let url = URL(fileURLWithPath: path)
        try createDirectories(url.deletingLastPathComponent())
        let created = try createIfMissing(url.path)
        if !created {
            var status = stat()
            guard stat(url.path, &status) == 0 else { throw posixError(errno) }
            guard status.st_mode & S_IFMT == S_IFREG, try isDatabaseOrEmpty(url) else {
                throw StorageError.notADatabase(path: url.path)
            }
            let anyoneMayWrite = status.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) != 0
            return Preparation(created: false, isWritable: anyoneMayWrite && access(url.path, W_OK) == 0)
        }
        return Preparation(created: true, isWritable: true)
    }

    /// Creates the file with mode 0600 unless something is at `path` already; whether it did.
    ///
    /// `O_EXCL` makes this safe when two processes start on a new database at once: exactly one
    /// creates the file, and neither replaces what the other made.
    private static func createIfMissing(_ path: String) throws -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            close(descriptor)
            return true
        }
        let error = errno
        if error == EEXIST { return false }
        // A dangling symbolic link or a missing folder in the path: say so plainly.
        if error == ENOENT || error == ENOTDIR { throw StorageError.cannotCreateFile(path: path) }
        throw posixError(error)
    }

    /// The first 16 bytes of every SQLite 3 database.
    private static let header = Array("SQLite format 3\0".utf8)

    /// Whether the regular file at `url` is empty (SQLite makes it a database) or starts with SQLite's header.
    ///
    /// This and `createDirectories` use the C library directly: it is all they need, and Foundation's
    /// `FileManager` and `FileHandle` cost more than the calls themselves the first time, at every start.
    private static func isDatabaseOrEmpty(_ url: URL) throws -> Bool {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw posixError(errno) }
        defer { close(descriptor) }
        var start = [UInt8](repeating: 0, count: header.count)
        var count = 0
        while count < start.count {
            let read = start.withUnsafeMutableBytes { readBytes(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0 && errno == EINTR { continue }
            guard read >= 0 else { throw posixError(errno) }
            if read == 0 { break }
            count += read
        }
        return count == 0 || start == header
    }

    /// Creates `directory` and any missing ancestors, each with mode 0700; existing folders are left alone.
    private static func createDirectories(_ directory: URL) throws {
        if let isDirectory = isDirectory(directory.path) {
            guard isDirectory else { throw StorageError.cannotCreateFile(path: directory.path) }
            return
        }
        let parent = directory.deletingLastPathComponent()
        if parent.path != directory.path {
            try createDirectories(parent)
        }
        // `chmod` too: the process's umask may have taken bits off the mode `mkdir` was given.
        guard mkdir(directory.path, 0o700) == 0, chmod(directory.path, 0o700) == 0 else {
            let error = errno
            // Another process may have made it at the same moment; then it is theirs to set up.
            guard isDirectory(directory.path) == true else { throw posixError(error) }
            return
        }
    }

    /// Whether something at `path` is a folder (following symbolic links); nil when nothing is there.
    private static func isDirectory(_ path: String) -> Bool? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return status.st_mode & S_IFMT == S_IFDIR
    }

    private static func posixError(_ code: Int32) -> any Error {
        NSError(domain: NSPOSIXErrorDomain, code: Int(code))
    }
}

/// `read(2)`, reachable where a local constant is named `read`.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
