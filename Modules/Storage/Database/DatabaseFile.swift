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
    private static let header = Data("SQLite format 3\0".utf8)

    /// Whether the regular file at `url` is empty (SQLite makes it a database) or starts with SQLite's header.
    private static func isDatabaseOrEmpty(_ url: URL) throws -> Bool {
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        let start = try handle.read(upToCount: header.count) ?? Data()
        return start.isEmpty || start == header
    }

    /// Creates `directory` and any missing ancestors, each with mode 0700; existing folders are left alone.
    private static func createDirectories(_ directory: URL) throws {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw StorageError.cannotCreateFile(path: directory.path) }
            return
        }
        let parent = directory.deletingLastPathComponent()
        if parent.path != directory.path {
            try createDirectories(parent)
        }
        do {
            try fileManager.createDirectory(
                at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700]
            )
            try fileManager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
        } catch {
            // Another process may have made it at the same moment; then it is theirs to set up.
            guard fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw error
            }
        }
    }

    private static func posixError(_ code: Int32) -> any Error {
        NSError(domain: NSPOSIXErrorDomain, code: Int(code))
    }
}
