public import Foundation
public import Storage
public import Testing

extension StorageFixtures {
    /// A migrated database file, with the feature trees' `parts`, closed again, in `temporary`.
    public static func file(in temporary: TemporaryDirectory, parts: [StoredPart] = []) throws -> String {
        let path = temporary.path("bazaar.sqlite")
        _ = try AppDatabase.file(at: path, hasher: hasher, parts: parts)
        return path
    }

    /// The file's bytes, to prove an opening left it as it was.
    public static func bytes(_ path: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// The names of the files in `temporary`, in order.
    public static func listing(_ temporary: TemporaryDirectory) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: temporary.url.path).sorted()
    }

    /// Opens a file made read-only and does `work` on it (a feature's tests try their own writes): the
    /// database says it is read-only and can be read, and the file keeps its mode and bytes, with no
    /// `-wal` or `-shm` made beside it.
    public static func expectAReadOnlyFile(
        doing work: (AppDatabase) async throws -> Void, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let temporary = try TemporaryDirectory()
        let path = try file(in: temporary)
        try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: path)
        let before = try bytes(path)

        do {
            let database = try AppDatabase.file(at: path, hasher: hasher)

            #expect(database.isReadOnly, sourceLocation: sourceLocation)
            #expect(try await database.accounts.account(email: demoEmail) != nil, sourceLocation: sourceLocation)
            try await work(database)
        }

        #expect(try TemporaryDirectory.permissions(at: path) == 0o400, sourceLocation: sourceLocation)
        #expect(try bytes(path) == before, sourceLocation: sourceLocation)
        #expect(
            try listing(temporary) == ["bazaar.sqlite"], "no -wal or -shm made at the file's read-only mode",
            sourceLocation: sourceLocation)
    }
}
