import EndToEndTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A write that fails (stdout closed or full, a reader gone with SIGPIPE ignored, stderr closed) ends
/// the program quietly with a non-zero status, as `cat` does: never a crash, nothing on the stream that failed.
@Suite(.timeLimit(.minutes(1))) struct OutputFailureTests: OutputFailureSuite {

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
