internal import Foundation

/// Creates a database file's folder and the file itself with owner-only permissions.
enum DatabaseFile {
    /// Makes missing parent folders (0700) and the file (0600), and tightens an existing database to 0600.
    ///
    /// A path that holds something other than a SQLite database (a folder, a device, a text file) is
    /// refused before anything is changed: its permissions are never touched.
    static func prepare(at path: String) throws {
        let fileManager = FileManager.default
        let url = URL(fileURLWithPath: path)
        try createDirectories(url.deletingLastPathComponent(), fileManager: fileManager)
        if let kind = try? fileManager.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType {
            guard kind == .typeRegular, try isDatabaseOrEmpty(url) else { throw StorageError.notADatabase(path: url.path) }
        } else {
            guard fileManager.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw StorageError.cannotCreateFile(path: url.path)
            }
        }
        let companions = [url.path, url.path + "-wal", url.path + "-shm"]
        for companion in companions
        where (try? fileManager.attributesOfItem(atPath: companion)[.type] as? FileAttributeType) == .typeRegular {
            try fileManager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: companion)
        }
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
    private static func createDirectories(_ directory: URL, fileManager: FileManager) throws {
        var isDirectory: ObjCBool = false
        if fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw StorageError.cannotCreateFile(path: directory.path) }
            return
        }
        let parent = directory.deletingLastPathComponent()
        if parent.path != directory.path {
            try createDirectories(parent, fileManager: fileManager)
        }
        try fileManager.createDirectory(
            at: directory, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700]
        )
        try fileManager.setAttributes([.posixPermissions: 0o700], ofItemAtPath: directory.path)
    }
}
