import Foundation
import Testing

@testable import LineEditing

#if canImport(Glibc)
    import Glibc
#endif

/// History file round trips, permissions, the cap and append-only writes (`EditLineHistory`).
@Suite(.timeLimit(.minutes(1))) final class EditLineHistoryTests {
    /// A fresh directory per test, under the system's temporary directory.
    private let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("bazaar-history-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    private func mode(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.posixPermissions] as? Int) & 0o777
    }

    private func inode(of url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require((attributes[.systemFileNumber] as? NSNumber)?.intValue)
    }

    @Test func entriesWrittenByOneStoreLoadInTheNext() throws {
        let file = directory.appendingPathComponent("history")
        let lines = ["one", "two words", "tab\there", #"back\slash"#, "café ¥ 日本", "embedded\nnewline", "last"]
        do {
            let store = EditLineHistory(fileURL: file, limit: 100)
            for line in lines { #expect(store.add(line)) }
            #expect(store.entries == lines)
        }
        let reloaded = EditLineHistory(fileURL: file, limit: 100)
        #expect(reloaded.entries == lines)
        #expect(reloaded.fileEntryCount() == lines.count)
    }

    @Test func fileIsLibeditVersion2FormatWithVisEncodedLines() throws {
        let file = directory.appendingPathComponent("history")
        let store = EditLineHistory(fileURL: file, limit: 10)
        store.add("two words")
        store.add(#"a\b"#)
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text == "_HiStOrY_V2_\ntwo\\040words\na\\134b\n")
    }

    @Test func fileIsCreated0600AndMissingDirectories0700() throws {
        let file = directory.appendingPathComponent("a/b/history")
        let store = EditLineHistory(fileURL: file, limit: 10)
        #expect(!FileManager.default.fileExists(atPath: file.path))  // nothing written before the first entry
        store.add("first")
        #expect(try mode(of: file) == 0o600)
        #expect(try mode(of: directory.appendingPathComponent("a")) == 0o700)
        #expect(try mode(of: directory.appendingPathComponent("a/b")) == 0o700)
    }

    @Test func blankLinesAndConsecutiveDuplicatesAreNotRecorded() throws {
        let file = directory.appendingPathComponent("history")
        let store = EditLineHistory(fileURL: file, limit: 10)
        let recorded = ["x", "x", "", "   ", "y\n", "y", "x"].map { store.add($0) }
        #expect(recorded == [true, false, false, false, true, false, true])
        #expect(store.entries == ["x", "y", "x"])
        #expect(store.fileEntryCount() == 3)
    }

    @Test func newEntriesAreAppendedWithoutRewritingTheFile() throws {
        let file = directory.appendingPathComponent("history")
        EditLineHistory(fileURL: file, limit: 10).add("from the first run")
        let before = try Data(contentsOf: file)
        let inodeBefore = try inode(of: file)

        let store = EditLineHistory(fileURL: file, limit: 10)
        store.add("from the second run")
        let after = try Data(contentsOf: file)
        #expect(after.starts(with: before))
        #expect(String(decoding: after.dropFirst(before.count), as: UTF8.self) == "from\\040the\\040second\\040run\n")
        #expect(try inode(of: file) == inodeBefore)

        store.compactFile()  // under the cap: untouched
        #expect(try Data(contentsOf: file) == after)
        #expect(try inode(of: file) == inodeBefore)
    }

    @Test func capKeepsTheNewestEntriesInMemoryAndInTheFileAfterCompaction() throws {
        let file = directory.appendingPathComponent("history")
        let store = EditLineHistory(fileURL: file, limit: 3)
        for number in 1...5 { store.add("entry \(number)") }
        #expect(store.entries == ["entry 3", "entry 4", "entry 5"])
        #expect(store.fileEntryCount() == 5)  // appended, not yet trimmed

        store.compactFile()
        #expect(store.fileEntryCount() == 3)
        #expect(try mode(of: file) == 0o600)
        #expect(EditLineHistory(fileURL: file, limit: 3).entries == ["entry 3", "entry 4", "entry 5"])
        #expect(EditLineHistory(fileURL: file, limit: 2).entries == ["entry 4", "entry 5"])
    }

    @Test func aFileThatIsNotAHistoryFileIsLeftAlone() throws {
        let file = directory.appendingPathComponent("notes.txt")
        try Data("my notes\n".utf8).write(to: file)
        let store = EditLineHistory(fileURL: file, limit: 10)
        #expect(!store.isPersistent)
        #expect(store.add("ls"))
        #expect(store.entries == ["ls"])
        #expect(try String(contentsOf: file, encoding: .utf8) == "my notes\n")
    }

    @Test func anEmptyFileIsUsedAndGetsAHeader() throws {
        let file = directory.appendingPathComponent("history")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data()))
        let store = EditLineHistory(fileURL: file, limit: 10)
        #expect(store.isPersistent)
        store.add("first")
        #expect(try String(contentsOf: file, encoding: .utf8) == "_HiStOrY_V2_\nfirst\n")
    }

    @Test func withoutAFileHistoryLivesInMemory() {
        let store = EditLineHistory(fileURL: nil, limit: 2)
        store.add("a")
        store.add("b")
        store.add("c")
        #expect(store.entries == ["b", "c"])
        #expect(store.fileEntryCount() == 0)
        store.compactFile()
    }

    /// Writes a libedit history file holding `entries` at `url`, with `mode`.
    private func writeHistory(_ entries: [String], to url: URL, mode: mode_t) throws {
        try Data((["_HiStOrY_V2_"] + entries).map { $0 + "\n" }.joined().utf8).write(to: url)
        #expect(chmod(url.path, mode) == 0)
    }

    private func isSymbolicLink(_ url: URL) -> Bool {
        var status = stat()
        return lstat(url.path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
    }

    @Test func aDanglingLinkIsRefusedAndItsTargetNeverCreated() throws {
        let link = directory.appendingPathComponent("history")
        let target = directory.appendingPathComponent("elsewhere/target")
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #require(symlink(target.path, link.path) == 0)
        let store = EditLineHistory(fileURL: link, limit: 10)
        #expect(!store.isPersistent)
        #expect(store.add("ls"))
        #expect(store.entries == ["ls"], "history still works, in memory")
        #expect(!FileManager.default.fileExists(atPath: target.path))
        #expect(isSymbolicLink(link))
    }

    @Test func aLinkToAHistoryFileIsRefusedAndItsTargetKeepsItsModeBytesAndPlace() throws {
        let link = directory.appendingPathComponent("history")
        let target = directory.appendingPathComponent("target")
        try writeHistory((1...5).map { "entry \($0)" }, to: target, mode: 0o644)
        let before = try Data(contentsOf: target)
        try #require(symlink(target.path, link.path) == 0)
        let store = EditLineHistory(fileURL: link, limit: 3)
        #expect(!store.isPersistent)
        store.add("new")
        store.compactFile()  // past the limit: a rewrite would replace the link with a regular file
        #expect(isSymbolicLink(link))
        #expect(try mode(of: target) == 0o644)
        #expect(try Data(contentsOf: target) == before)
    }

    @Test func anExistingHistoryFileKeepsTheModeItsOwnerChose() throws {
        let file = directory.appendingPathComponent("history")
        try writeHistory((1...5).map { "entry \($0)" }, to: file, mode: 0o640)
        let store = EditLineHistory(fileURL: file, limit: 3)
        #expect(store.isPersistent)
        store.add("new")
        #expect(try mode(of: file) == 0o640)
        store.compactFile()
        #expect(try mode(of: file) == 0o640)
        #expect(EditLineHistory(fileURL: file, limit: 3).entries == ["entry 4", "entry 5", "new"])
    }
}
