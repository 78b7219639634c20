internal import Foundation

/// Creates a database file's folder and the file itself with owner-only permissions.
enum DatabaseFile {
    /// Makes missing parent folders (0700) and the file (0600), and tightens an existing file to 0600.
    static func prepare(at path: String) throws {
        let fileManager = FileManager.default
        let url = URL(fileURLWithPath: path)
        try createDirectories(url.deletingLastPathComponent(), fileManager: fileManager)
        if !fileManager.fileExists(atPath: url.path) {
            guard fileManager.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw StorageError.cannotCreateFile(path: url.path)
            }
        }
        let companions = [url.path, url.path + "-wal", url.path + "-shm"]
        for companion in companions where fileManager.fileExists(atPath: companion) {
            try fileManager.setAttributes([.posixPermissions: 0o600], ofItemAtPath: companion)
        }
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
