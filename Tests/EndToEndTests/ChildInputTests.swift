import EndToEndTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A child that exits before reading its input must not take the test process with it (SIGPIPE): the
/// run would die with "unexpected signal code 13" and no test named.
@Suite(.timeLimit(.minutes(1))) struct ChildInputTests {
    /// More than a pipe holds (64 KiB on Linux), so the write is still going when the child exits.
    static let moreThanAPipeHolds = Data(repeating: UInt8(ascii: "\n"), count: 1 << 20)

    @Test func aChildThatRefusesItsFlagsBeforeReadingItsInputEndsItsRunAndNotTheTests() throws {
        for _ in 0..<25 {
            let run = try BazaarBinary.run(["--no-such-flag"], input: Self.moreThanAPipeHolds)
            #expect(run.status == 64)
            #expect(run.errors.hasPrefix("Error: Unknown option '--no-such-flag'\n"))
        }
    }

    @Test func aWriteToAReaderThatHasGoneSaysSoAndLeavesNoSignalPending() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        process.waitUntilExit()
        // `Process` closed its copy of the read end: the pipe has no reader left.
        #expect(ChildInput.write(Self.moreThanAPipeHolds, to: stdin.fileHandleForWriting) == false)
        var pending = sigset_t()
        sigpending(&pending)
        #expect(sigismember(&pending, SIGPIPE) == 0)
        try stdin.fileHandleForWriting.close()
    }

    @Test func aWriteToAReaderThatTakesItAllSaysSo() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "cat >/dev/null"]
        let stdin = Pipe()
        process.standardInput = stdin
        try process.run()
        #expect(ChildInput.write(Self.moreThanAPipeHolds, to: stdin.fileHandleForWriting))
        try stdin.fileHandleForWriting.close()
        BazaarBinary.waitForExit(process)
        #expect(process.terminationStatus == 0)
    }
}
