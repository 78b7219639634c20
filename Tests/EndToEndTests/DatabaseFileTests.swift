import EndToEndTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The database file as people and other programs treat it: several `bazaar`s at once, a file made
/// read-only, one from a newer version, a damaged one. Each run's data is checked through the file itself
/// (a connection of the test's own), and a file that is refused is compared byte for byte before and after.
@Suite(.timeLimit(.minutes(1))) struct DatabaseFileTests: DatabaseFileSuite {

    @Test func severalProcessesStartingOnANewFileTogetherAllStartAndItIsSetUpOnce() throws {
        try BazaarBinary.withHome { home in
            let path = home.appendingPathComponent("data/bazaar.sqlite").path
            let runs = try BazaarBinary.runTogether(["--database", path], scripts: Array(repeating: ["where"], count: 4), home: home)

            for run in runs {
                #expect(run.status == 0)
                #expect(run.errors == "")
                #expect(run.output.hasSuffix("\nlogin\n"))
            }
            let applied = try SQLiteFile(path).run("SELECT identifier FROM grdb_migrations ORDER BY rowid").split(separator: "\n")
            #expect(applied.starts(with: ["v1-schema", "v1-seed", "v2-sessions"]))
            #expect(Set(applied).count == applied.count, "each migration applied once: \(applied)")
            #expect(try SQLiteFile(path).run("SELECT COUNT(*) FROM accounts") == "1\n")
            #expect(try mode(of: path) == 0o600)
        }
    }

    @Test func aFileMadeReadOnlyCanBeLoggedIntoAndKeepsItsModeAndBytes() throws {
        try expectAReadOnlyFile(after: [], shows: BazaarBinary.welcome, refuses: [])
    }

    /// Run as another user (so only as root, who can become one): a database that user may read but
    /// neither write nor chmod is read (the login reads it), read-only, instead of failing with "Operation not permitted".
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func aFileTheUserMayReadButNotChangeIsBrowsedReadOnly() throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            #expect(chmod(home.path, 0o755) == 0 && chmod(home.appendingPathComponent("data").path, 0o755) == 0)
            #expect(chmod(path, 0o644) == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let nobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]

            let script = BazaarBinary.logIn + ["where"]

            let run = try BazaarBinary.run(
                ["--database", path, "--no-history"], input: Data(script.joined(separator: "\n").utf8 + [0x0A]), home: home,
                launcher: nobody)

            #expect(run.status == 0)
            #expect(run.errors == "")
            #expect(BazaarBinary.endsAtHome(run.output), "\(run.output)")
            #expect(try mode(of: path) == 0o644)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }

    @Test(arguments: [
        "PRAGMA user_version = 2", "INSERT INTO grdb_migrations (identifier) VALUES ('v2-wallets')",
    ])
    func aDatabaseFromANewerBazaarIsRefusedAndLeftByteForByte(change: String) throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            try SQLiteFile(path).run(change)
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let listing = try folderListing(of: path)

            let run = try BazaarBinary.run(["--database", path], script: BazaarBinary.logIn, home: home)

            #expect(run.status == 1)
            #expect(
                run.errors
                    == "bazaar: cannot open the database at '\(path)': the database was written by a newer version of Bazaar. Use that version; this one leaves the file alone.\n"
            )
            #expect(run.output == "")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            #expect(try folderListing(of: path) == listing)
        }
    }

    @Test func aDatabaseWithACorruptPageIsRefusedAndLeftByteForByte() throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            let pageSize = try #require(Int(try SQLiteFile(path).run("PRAGMA page_size").trimmingCharacters(in: .newlines)))
            let root = try SQLiteFile(path).run("SELECT rootpage FROM sqlite_master WHERE name = 'accounts'")
            let accountsRoot = try #require(Int(root.trimmingCharacters(in: .newlines)))
            let file = try FileHandle(forUpdating: URL(fileURLWithPath: path))
            try file.seek(toOffset: UInt64((accountsRoot - 1) * pageSize))
            try file.write(contentsOf: Data(repeating: 0xA5, count: 16))
            try file.close()
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let listing = try folderListing(of: path)

            let run = try BazaarBinary.run(["--database", path], script: BazaarBinary.logIn, home: home)

            #expect(run.status == 1)
            #expect(
                run.errors
                    == "bazaar: cannot open the database at '\(path)': the database file is damaged (SQLite reports it malformed). Restore it from a backup or use another file.\n"
            )
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "not a byte written: no new page, same schema cookie")
            #expect(try folderListing(of: path) == listing)
        }
    }

    @Test func anEmptyDatabasePathSaysSo() throws {
        let run = try BazaarBinary.run(["--database", ""], script: ["where"])

        #expect(run.status == 1)
        #expect(
            run.errors
                == "bazaar: cannot open the database at '': the path is empty; give --database the path of a file, or use --in-memory\n")
        #expect(run.output == "")
    }

    /// `bazaar` closes its database when its front end is done and ends without freeing it: whether the
    /// script says `quit` or just ends, at the prompt or over `--json`, what the run wrote (a new file's
    /// set-up) is in the file, with no `-wal` or `-shm` left beside it.
    @Test(arguments: [(["--database"], ["quit"]), (["--database"], []), (["--json", "--database"], [])])
    func aRunThatEndsLeavesWhatItWroteInTheFileAndNothingBesideIt(flags: [String], script: [String]) throws {
        try BazaarBinary.withHome { home in
            let path = home.appendingPathComponent("data/bazaar.sqlite").path

            let run = try BazaarBinary.run(flags + [path], input: Data(script.map { $0 + "\n" }.joined().utf8), home: home)

            #expect(run.status == 0)
            #expect(run.errors == "")
            #expect(try folderListing(of: path) == ["bazaar.sqlite"])
            #expect(try SQLiteFile(path).run("SELECT email FROM accounts") == "demo@bazaar.dev\n")
        }
    }

    @Test func reopeningAFileThatNeedsNothingWritesNothing() throws {
        try expectReopeningWritesNothing(after: ["where"])
    }

    /// Run as another user (so only as root, who can become one): a database set up and writable by that
    /// user, in a folder they may not write, is not "read-only": SQLite cannot make its `-wal` and `-shm`
    /// files beside it, and the message says so and what to do.
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func aWritableDatabaseInAFolderTheUserMayNotWriteSaysWhy() throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            let folder = home.appendingPathComponent("data").path
            #expect(chmod(home.path, 0o755) == 0 && chmod(folder, 0o755) == 0)
            #expect(chown(path, 65534, 65534) == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let nobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]

            let run = try BazaarBinary.run(
                ["--database", path, "--no-history"], input: Data("where\n".utf8), home: home, launcher: nobody)

            #expect(run.status == 1)
            #expect(
                run.errors
                    == "bazaar: cannot open the database at '\(path)': SQLite cannot create its -wal and -shm files in '\(folder)'; "
                    + "make that folder writable for you, or move the database to one that is\n")
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
        }
    }

    /// A relative `HOME` would put the default database under whatever folder bazaar starts in: refused.
    @Test func aRelativeHomeIsRefusedForTheDefaultDatabase() throws {
        try BazaarBinary.withHome { home in
            let run = try BazaarBinary.run(
                [], input: Data("where\n".utf8), home: home, environment: ["HOME": "relative"],
                launcher: ["/usr/bin/env", "-C", home.path])
            #expect(run.status == 1)
            #expect(
                run.errors
                    == "bazaar: HOME is 'relative', not an absolute path, so the database would go under the current folder; "
                    + "set HOME to your home folder's absolute path, or give --database PATH\n")
            #expect(try FileManager.default.contentsOfDirectory(atPath: home.path) == [])
        }
    }
}
