public import Foundation

/// A fresh folder under the system temporary directory, removed with everything in it on deinit.
public final class TemporaryDirectory {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("StorageTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The path of `relativePath` inside the folder.
    public func path(_ relativePath: String) -> String {
        url.appendingPathComponent(relativePath).path
    }

    /// The permission bits of the file or folder at `path`.
    public static func permissions(at path: String) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        guard let mode = attributes[.posixPermissions] as? NSNumber else { return -1 }
        return mode.intValue & 0o777
    }
}
