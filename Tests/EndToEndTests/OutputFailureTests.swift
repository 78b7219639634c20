import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A write that fails (stdout closed or full, a reader gone with SIGPIPE ignored, stderr closed) ends
/// the program quietly with a non-zero status, as `cat` does: never a crash, nothing on the stream that failed.
@Suite(.timeLimit(.minutes(1))) struct OutputFailureTests {
    /// Runs `bazaar ARGUMENTS` through `sh -c`, so that `setup` (e.g. `trap '' PIPE`) and
    /// `redirections` (e.g. `>&-`) apply to it, with `input` on stdin and its stdout on `standardOutput`
    /// (a pipe read here when nil).
    static func run(
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

    @Test func aClosedStandardOutputEndsTheProgramWithOneLineOnStandardError() throws {
        let run = try Self.run(["--in-memory"], redirections: ">&-", input: "where\n")
        #expect(run.status == 1)
        #expect(run.errors == "bazaar: cannot write to standard output: Bad file descriptor\n")
    }

    @Test func aFullDeviceEndsTheProgramWithOneLineOnStandardError() throws {
        let run = try Self.run(["--in-memory"], redirections: ">/dev/full", input: "where\n")
        #expect(run.status == 1)
        #expect(run.errors == "bazaar: cannot write to standard output: No space left on device\n")
    }

    @Test func aClosedStandardErrorOnAnErrorPathEndsTheProgramQuietly() throws {
        let run = try Self.run(["--in-memory", "-f", "/nonexistent/script.txt"], redirections: "2>&-")
        #expect(run.status == 1)
        #expect(run.output == "")
    }

    @Test func aReaderThatWentAwayWithSIGPIPEIgnoredEndsTheProgramWithStatus141AndNoWord() throws {
        // Its stdout is a pipe whose reader has gone (as `| head -1` after one line), and SIGPIPE is ignored.
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        _ = close(ends[0])
        defer { _ = close(ends[1]) }
        let run = try Self.run(
            ["--in-memory"], setup: "trap '' PIPE;", input: "help\nwhere\n",
            standardOutput: FileHandle(fileDescriptor: ends[1], closeOnDealloc: false))
        #expect(run.status == 128 + SIGPIPE)
        #expect(run.errors == "")
    }

    /// Ways a write fails: the redirection or set-up that makes it fail, and the status and standard error
    /// the program then ends with.
    typealias FailedWrite = (redirections: String, setup: String, status: Int32, errors: String)
    static let failedWrites: [FailedWrite] = [
        (">/dev/full", "", 1, "bazaar: cannot write to standard output: No space left on device\n"),
        (">&-", "", 1, "bazaar: cannot write to standard output: Bad file descriptor\n"),
        ("", "trap '' PIPE;", 128 + SIGPIPE, ""),
    ]

    /// Runs `bazaar --json ARGUMENTS` with `requests` on stdin, its writes failing as `failedWrite` says
    /// (a pipe whose reader has gone, as `| head -1` after one line, for the broken-pipe case).
    static func runJSON(
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

    /// `--json` ends at the first event it cannot write, as the terminal does.
    @Test(arguments: OutputFailureTests.failedWrites.indices)
    func jsonEndsAtTheFirstFailedWrite(way: Int) throws {
        let failedWrite = Self.failedWrites[way]
        let requests = BazaarBinary.logIn.map { #"{"command":"\#($0)"}"# } + [#"{"command":"where"}"#]
        let run = try Self.runJSON(["--in-memory"], requests: requests, failing: failedWrite)
        #expect(run.status == failedWrite.status)
        #expect(run.errors == failedWrite.errors)
    }
}
