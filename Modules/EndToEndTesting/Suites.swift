public import Foundation
public import Testing

#if canImport(Glibc)
    import Glibc
#endif

// The kinds of end-to-end suite whose helpers a feature's suites share: a feature's suite of a kind conforms
// to its protocol (`struct NotesDatabaseFileTests: DatabaseFileSuite`) and calls them as the core's does.

/// Runs of `bazaar` on a database file.
public protocol DatabaseFileSuite {}

extension DatabaseFileSuite {
    /// A database file made by one `bazaar` run, in a `data` folder of `home`.
    public func makeDatabase(in home: URL) throws -> String {
        let path = home.appendingPathComponent("data/bazaar.sqlite").path
        let run = try BazaarBinary.run(["--database", path], script: ["quit"], home: home)
        #expect(run.status == 0 && run.errors == "", "set-up run: \(run.errors)")
        return path
    }

    /// The names in the database's folder, so a test sees any `-wal` or `-shm` left behind.
    public func folderListing(of path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: (path as NSString).deletingLastPathComponent).sorted()
    }

    public func mode(of path: String) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? -1) & 0o777
    }

    /// Runs `lines` after logging in on a database file made read-only: the run shows `shown`, refuses with
    /// exactly `refusals` (each says why; reading is never refused), and leaves the file at its mode and
    /// byte for byte, with no `-wal` or `-shm` beside it. A feature's tests call it with their own reads
    /// and writes.
    public func expectAReadOnlyFile(
        after lines: [String], shows shown: String, refuses refusals: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            #expect(chmod(path, 0o400) == 0)
            let before = try Data(contentsOf: URL(fileURLWithPath: path))

            let run = try BazaarBinary.run(["--database", path], script: BazaarBinary.logIn + lines, home: home)

            #expect(run.status == 0, sourceLocation: sourceLocation)
            #expect(run.output.contains(shown), "\(run.output)", sourceLocation: sourceLocation)
            #expect(run.errors == refusals.map { "Error: \($0)\n" }.joined(), sourceLocation: sourceLocation)
            #expect(try mode(of: path) == 0o400, sourceLocation: sourceLocation)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, sourceLocation: sourceLocation)
            #expect(
                try folderListing(of: path) == ["bazaar.sqlite"], "no -wal or -shm left at the file's read-only mode",
                sourceLocation: sourceLocation)
        }
    }

    /// Reopens a set-up file and runs `lines` after logging in, which read and do not write: the file is
    /// byte for byte as it was. A feature's tests call it with their own reads.
    public func expectReopeningWritesNothing(after lines: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
        try BazaarBinary.withHome { home in
            let path = try makeDatabase(in: home)
            let before = try Data(contentsOf: URL(fileURLWithPath: path))

            let run = try BazaarBinary.run(["--database", path], script: BazaarBinary.logIn + lines, home: home)

            #expect(run.status == 0, sourceLocation: sourceLocation)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, sourceLocation: sourceLocation)
            #expect(try folderListing(of: path) == ["bazaar.sqlite"], sourceLocation: sourceLocation)
        }
    }
}

/// Sessions of `bazaar --json`, piped or driven by a client.
public protocol JSONLinesEndToEndSuite {}

extension JSONLinesEndToEndSuite {
    public typealias Event = JSONLinesClient.Event
    /// The requests that log the demo user in, as a client sends them.
    public static var logIn: [String] {
        [#"{"command":"email demo@bazaar.dev"}"#, #"{"command":"password bazaar-demo"}"#, #"{"command":"submit"}"#]
    }

    /// The money a field or a cell holds: its minor units and currency code.
    public static func money(_ value: [String: Any]?) -> (minorUnits: Int, currency: String)? {
        guard let money = value?["money"] as? [String: Any], let units = money["minorUnits"] as? Int,
            let currency = money["currency"] as? String
        else { return nil }
        return (units, currency)
    }

    /// The field labelled `label` in a response's `fields` events.
    public static func field(_ label: String, in events: [Event]) -> [String: Any]? {
        events.filter { $0.type == "fields" }.flatMap { ($0["fields"] as? [[String: Any]]) ?? [] }.first { $0["label"] as? String == label }
    }

    /// Runs a script (one line per request) in a private home, removed afterwards.
    public static func run(_ arguments: [String], script lines: [String]) throws -> BazaarBinary.Run {
        let home = try BazaarBinary.makeHome()
        defer { BazaarBinary.removeHome(home) }
        return try BazaarBinary.run(arguments, script: lines, home: home)
    }

    /// Pipes a whole session (a login, `requests`, then quit) and checks that it printed only JSON Lines,
    /// each `events` among them, framed work the same way on every screen, and ended with zero. A
    /// feature's tests call it with their own requests (a purchase, a note created: the JSON Lines issue's
    /// "done means").
    public static func expectAPipedSession(
        _ requests: [String], prints printed: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let session = logIn + requests + [#"{"command":"quit"}"#]
        let run = try Self.run(["--json", "--in-memory"], script: session)
        #expect(run.status == 0, sourceLocation: sourceLocation)
        #expect(run.errors == "", sourceLocation: sourceLocation)
        let events = try run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(line)")
        }
        #expect(run.output.hasSuffix("\n") && !events.isEmpty, sourceLocation: sourceLocation)
        let done = events.filter { $0["type"] as? String == "done" }
        #expect(done.count == session.count + 1, "the start-up and each request", sourceLocation: sourceLocation)
        #expect(done.allSatisfy { $0["ok"] as? Bool == true }, sourceLocation: sourceLocation)
        #expect(
            events.contains { $0["type"] as? String == "screen" && $0["path"] as? String == "home" }, sourceLocation: sourceLocation)
        // Work is framed the same way on every screen: between `busy` and its `idle` comes nothing else.
        var framed: [String] = []
        var busy = false
        for type in events.compactMap({ $0["type"] as? String }) {
            if type == "busy" { busy = true } else if type == "idle" { busy = false } else if busy { framed.append(type) }
        }
        #expect(
            events.contains { $0["type"] as? String == "busy" } && framed.isEmpty, "inside busy…idle: \(framed)",
            sourceLocation: sourceLocation)
        for event in printed { #expect(run.output.contains(event), sourceLocation: sourceLocation) }
        #expect(!run.output.contains("\u{1B}"), "no escape code", sourceLocation: sourceLocation)
    }
}

/// Runs of `bazaar` whose output cannot be written.
public protocol OutputFailureSuite {}

extension OutputFailureSuite {
    /// Runs `bazaar ARGUMENTS` through `sh -c`, so that `setup` (e.g. `trap '' PIPE`) and
    /// `redirections` (e.g. `>&-`) apply to it, with `input` on stdin and its stdout on `standardOutput`
    /// (a pipe read here when nil).
    public static func run(
        _ arguments: [String], setup: String = "", redirections: String = "", input: String = "", standardOutput: FileHandle? = nil
    ) throws -> BazaarBinary.Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        let quoted = arguments.map { "'\($0)'" }.joined(separator: " ")
        process.arguments = ["-c", "\(setup) exec \"$0\" \(quoted) \(redirections)", BazaarBinary.url.path]
        let home = try BazaarBinary.makeHome()
        defer { BazaarBinary.removeHome(home) }
        process.environment = BazaarBinary.environment(home: home)
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = standardOutput ?? stdout.fileHandleForWriting
        process.standardError = stderr
        try process.run()
        // Whatever throws from here on, the child is gone before its home is.
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            BazaarBinary.waitForExit(process)
        }
        try stdout.fileHandleForWriting.close()
        ChildInput.writeAndClose(Data(input.utf8), to: stdin.fileHandleForWriting)
        let output = BazaarBinary.readToEnd(stdout.fileHandleForReading)
        if Task.isCancelled { kill(process.processIdentifier, SIGKILL) }  // so the waits below end
        let errors = BazaarBinary.readToEnd(stderr.fileHandleForReading)
        BazaarBinary.waitForExit(process)
        let status = process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
        return BazaarBinary.Run(
            output: String(decoding: output, as: UTF8.self), errors: String(decoding: errors, as: UTF8.self), status: status)
    }

    /// Ways a write fails: the redirection or set-up that makes it fail, and the status and standard error
    /// the program then ends with.
    public typealias FailedWrite = (redirections: String, setup: String, status: Int32, errors: String)
    public static var failedWrites: [FailedWrite] {
        [
            (">/dev/full", "", 1, "bazaar: cannot write to standard output: No space left on device\n"),
            (">&-", "", 1, "bazaar: cannot write to standard output: Bad file descriptor\n"),
            ("", "trap '' PIPE;", 128 + SIGPIPE, ""),
        ]
    }

    /// Runs `bazaar --json ARGUMENTS` with `requests` on stdin, its writes failing as `failedWrite` says
    /// (a pipe whose reader has gone, as `| head -1` after one line, for the broken-pipe case).
    public static func runJSON(
        _ arguments: [String], requests: [String], failing failedWrite: FailedWrite
    ) throws -> BazaarBinary.Run {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        _ = close(ends[0])
        defer { _ = close(ends[1]) }
        return try Self.run(
            ["--json"] + arguments, setup: failedWrite.setup, redirections: failedWrite.redirections,
            input: requests.map { $0 + "\n" }.joined(),
            standardOutput: failedWrite.setup.isEmpty ? nil : FileHandle(fileDescriptor: ends[1], closeOnDealloc: false))
    }
}

/// Scripts typed into `bazaar`.
public protocol ScriptedInputSuite {}

extension ScriptedInputSuite {
    public static var misplacedSecrets: [String] {
        [
            "passwordbazaar-demo", "pw bazaar-demo", "email demo@bazaar.dev password bazaar-demo", "bazaar-demo", "login bazaar-demo",
        ]
    }

    /// Types the misplaced secrets, logs in, then types `lines`: the password reaches neither the output,
    /// the echo, the transcript nor an error, and each of `shown` (with the secret starred) is in the
    /// output. A feature's tests call it with their own places to type it.
    public static func expectTheSecretNeverRepeated(
        after lines: [String], shown: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let script = misplacedSecrets + BazaarBinary.logIn + lines
        try BazaarBinary.withHome { home in
            let transcript = home.appendingPathComponent("session.txt")
            let run = try BazaarBinary.run(
                ["--in-memory", "--echo", "--record", transcript.path], input: Data(script.map { $0 + "\n" }.joined().utf8), home: home,
                mergingErrors: true)
            #expect(run.status == 0, sourceLocation: sourceLocation)
            let recorded = try String(contentsOf: transcript, encoding: .utf8)
            #expect(!run.output.contains("bazaar-demo"), "\(run.output)", sourceLocation: sourceLocation)
            #expect(!recorded.contains("bazaar-demo"), "\(recorded)", sourceLocation: sourceLocation)
            for text in shown { #expect(run.output.contains(text), "\(run.output)", sourceLocation: sourceLocation) }
        }
    }
}
