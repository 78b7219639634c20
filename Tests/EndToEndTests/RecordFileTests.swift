import EndToEndTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `--record PATH` writes to the path it is given, whatever is there (a file, a named pipe, a device), and
/// never replaces it; what cannot hold a transcript is refused with one line, and a transcript that cannot
/// be written ends the run with an error instead of a silently cut transcript.
@Suite(.timeLimit(.minutes(1))) struct RecordFileTests {
    func mode(of path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1) & 0o777
    }

    /// The type bits of what is at `path` itself (`S_IFREG`, `S_IFIFO`, `S_IFCHR`…), not following a link.
    func type(of path: String) -> mode_t {
        var status = stat()
        return lstat(path, &status) == 0 ? status.st_mode & S_IFMT : 0
    }

    /// What `--record` writes for the script `where`, `quit` at the login screen.
    static let transcript = """
        # A Bazaar transcript: lines after '> ' were typed ('********' is the demo password), the rest was shown.
        # Replayed by make test with --in-memory; re-record with make transcripts. A line '...' matches any lines.
        Log in
        Type 'email ADDRESS', then 'password', then 'submit'. Type 'help' for every command.
        > where
        login
        > quit

        """

    @Test func aNewTranscriptIsOwnerOnlyAndOneRecordedOverKeepsItsMode() throws {
        try BazaarBinary.withHome { home in
            let new = home.appendingPathComponent("new.txt").path
            let old = home.appendingPathComponent("old.txt").path
            try Data("an older session\n".utf8).write(to: URL(fileURLWithPath: old))
            #expect(chmod(old, 0o640) == 0)
            for path in [new, old] {
                let run = try BazaarBinary.run(["--in-memory", "--record", path], script: ["where", "quit"], home: home)
                #expect(run.status == 0 && run.errors == "")
                #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.transcript)
            }
            #expect(try mode(of: new) == 0o600, "a transcript holds everything the user saw")
            #expect(try mode(of: old) == 0o640)
        }
    }

    /// Waits (in slices, never past the hang guard) until the process `pid` is blocked opening a named pipe
    /// for writing, which waits for a reader (Linux shows that wait as `wait_for_partner`).
    static func waitUntilOpeningAPipe(_ pid: Int32) -> Bool {
        for _ in 0..<(BazaarBinary.hangGuardSeconds * 1000 / BazaarBinary.slice) {
            if Task.isCancelled { return false }
            let wchan = try? String(contentsOfFile: "/proc/\(pid)/wchan", encoding: .utf8)
            if wchan == "wait_for_partner" { return true }
            _ = poll(nil, 0, BazaarBinary.slice)
        }
        return false
    }

    /// A transcript pipe with no reader holds the program at its start; Ctrl-C and SIGTERM end that wait as
    /// they end any program (they did nothing: only SIGKILL ended it), and an existing file is left as it was.
    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalEndsAProgramWaitingForItsTranscriptPipesReader(signal: Int32) throws {
        try BazaarBinary.withHome { home in
            let fifo = home.appendingPathComponent("transcript.fifo").path
            try #require(mkfifo(fifo, 0o600) == 0)
            let started = try BazaarBinary.start(
                ["--in-memory", "--record", fifo], input: Data("where\n".utf8), home: home, unblockedSignals: true)
            #expect(Self.waitUntilOpeningAPipe(started.process.processIdentifier))
            kill(started.process.processIdentifier, signal)
            let run = started.finish()
            #expect(started.process.terminationReason == .uncaughtSignal && run.status == signal, "ended by the signal: \(run)")
            #expect(type(of: fifo) == S_IFIFO)
        }
    }

    @Test func aRunRefusedBeforeItStartsLeavesAnExistingTranscriptAsItWas() throws {
        try BazaarBinary.withHome { home in
            let old = home.appendingPathComponent("old.txt").path
            try Data("an older session\n".utf8).write(to: URL(fileURLWithPath: old))
            let new = home.appendingPathComponent("new.txt").path
            for path in [old, new] {
                let run = try BazaarBinary.run(
                    ["--in-memory", "--record", path, "-f", home.appendingPathComponent("no-such-script").path], input: Data(), home: home)
                #expect(run.status == 1)
            }
            #expect(try String(contentsOfFile: old, encoding: .utf8) == "an older session\n")
            #expect(!FileManager.default.fileExists(atPath: new), "a file this run made is removed")
        }
    }

    /// A run refused when its database cannot be opened (it is not SQLite) leaves the transcript it was given
    /// as it was: it emptied it, and said "nothing was changed".
    @Test func aRunWhoseDatabaseIsRefusedLeavesAnExistingTranscriptAsItWas() throws {
        try BazaarBinary.withHome { home in
            let old = home.appendingPathComponent("old.txt").path
            let notes = home.appendingPathComponent("notes.txt").path
            try Data("an older session\n".utf8).write(to: URL(fileURLWithPath: old))
            try Data("not a database\n".utf8).write(to: URL(fileURLWithPath: notes))
            let run = try BazaarBinary.run(["--database", notes, "--record", old], script: ["quit"], home: home)
            #expect(run.status == 1 && run.errors.contains("nothing was changed"), "\(run.errors)")
            #expect(try String(contentsOfFile: old, encoding: .utf8) == "an older session\n")
            #expect(try String(contentsOfFile: notes, encoding: .utf8) == "not a database\n")
        }
    }

    /// `--record` naming the run's own database (by another spelling too), its history or its script is
    /// refused before anything is opened: the same path as the database turned the database, purchases and
    /// all, into a transcript.
    @Test func aTranscriptIsNeverWrittenOverTheRunsDatabaseHistoryOrScript() throws {
        try BazaarBinary.withHome { home in
            let database = home.appendingPathComponent("bazaar.sqlite").path
            let made = try BazaarBinary.run(["--database", database], script: ["quit"], home: home)
            #expect(made.status == 0, "\(made.errors)")
            let kept = try Data(contentsOf: URL(fileURLWithPath: database))
            let script = home.appendingPathComponent("script.txt").path
            try Data("quit\n".utf8).write(to: URL(fileURLWithPath: script))
            let history = home.appendingPathComponent("history").path
            let another = home.appendingPathComponent("new.sqlite").path
            let link = home.appendingPathComponent("link").path
            #expect(symlink(home.path, link) == 0)
            for (flags, record) in [
                (["--database", database], database), (["--database", database], home.path + "/./bazaar.sqlite"),
                (["--database", database], database + "-wal"), (["--database", another], another),
                (["--database", another], link + "/new.sqlite"), (["--database", link + "/new.sqlite"], another + "-wal"),
                (["--in-memory", "--history-file", history], history), (["--in-memory", "-f", script], script),
            ] {
                let run = try BazaarBinary.run(flags + ["--record", record], input: Data("quit\n".utf8), home: home)
                #expect(run.status == 1, "\(flags) \(record)")
                #expect(run.errors.contains("give --record another file"), "\(run.errors)")
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: database)) == kept)
            #expect(try String(contentsOfFile: script, encoding: .utf8) == "quit\n")
            for path in [another, history, database + "-wal"] {
                #expect(!FileManager.default.fileExists(atPath: path), "\(path): nothing made")
            }
        }
    }

    @Test func aNamedPipeIsWrittenToAndStaysAPipe() throws {
        try BazaarBinary.withHome { home in
            let fifo = home.appendingPathComponent("transcript.fifo").path
            try #require(mkfifo(fifo, 0o600) == 0)
            // Open for reading first, without waiting for a writer, so that bazaar's open for writing never waits.
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            try #require(reader >= 0)
            defer { _ = close(reader) }
            let run = try BazaarBinary.run(["--in-memory", "--record", fifo], script: ["where", "quit"], home: home)
            #expect(run.status == 0 && run.errors == "")
            #expect(type(of: fifo) == S_IFIFO)
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            let count = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
            #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == Self.transcript)
        }
    }

    /// Root only: a copy of `/dev/full` (character device 1, 7) made in the test's home, so that the real
    /// one is never at stake.
    @Test(.enabled(if: getuid() == 0))
    func aDeviceThatCannotBeWrittenEndsTheRunWithOneLineAndStaysADevice() throws {
        try BazaarBinary.withHome { home in
            let full = home.appendingPathComponent("full").path
            try #require(mknod(full, S_IFCHR | 0o666, dev_t(1 << 8 | 7)) == 0)  // makedev(1, 7): a macro Swift cannot call
            let run = try BazaarBinary.run(["--in-memory", "--record", full], script: ["where", "quit"], home: home)
            #expect(run.status == 1)
            #expect(run.errors == "bazaar: cannot write to the transcript '\(full)': No space left on device\n")
            #expect(type(of: full) == S_IFCHR)
        }
    }

    @Test func aTranscriptPastTheFileSizeLimitEndsTheRunWithOneLineInsteadOfBeingCutShort() throws {
        try BazaarBinary.withHome { home in
            let path = home.appendingPathComponent("transcript.txt").path
            let run = try OutputFailureTests.run(
                ["--in-memory", "--record", path], setup: "ulimit -f 1;", input: String(repeating: "where\n", count: 200))
            #expect(run.status == 1)
            #expect(run.errors == "bazaar: cannot write to the transcript '\(path)': File too large\n")
        }
    }

    /// Run as another user (so only as root, who can become one), who may write to `/dev/null` but not
    /// create files in `/dev`.
    @Test(.enabled(if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")))
    func aUserMayRecordToDevNull() throws {
        try BazaarBinary.withHome { home in
            #expect(chmod(home.path, 0o777) == 0)
            let nobody = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
            let run = try BazaarBinary.run(
                ["--in-memory", "--no-history", "--record", "/dev/null"], input: Data("where\n".utf8), home: home, launcher: nobody)
            #expect(run.status == 0)
            #expect(run.errors == "")
            #expect(run.output.hasSuffix("login\n"))
            #expect(type(of: "/dev/null") == S_IFCHR)
        }
    }

    @Test func aFolderIsRefusedWithOneLine() throws {
        try BazaarBinary.withHome { home in
            let run = try BazaarBinary.run(["--in-memory", "--record", home.path], script: ["where"], home: home)
            #expect(run.status == 1)
            #expect(run.errors == "bazaar: cannot record to '\(home.path)': it is a folder; give --record the path of a file\n")
            #expect(run.output == "")
        }
    }
}
