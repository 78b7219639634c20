import Testing

@testable import LineEditing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `OutputWriter`: buffering, the write(2) loop (partial writes, EINTR, EAGAIN) and what a failed write does.
@Suite(.timeLimit(.minutes(1))) struct OutputWriterTests {
    /// A stand-in for write(2) that records each call, and answers from a script of results: a
    /// positive number writes at most that many bytes, a negative one fails with that `errno`.
    final class FakeSystem: Sendable {
        struct Call: Equatable {
            var descriptor: Int32
            var bytes: [UInt8]
        }
        private let state = Lock<(calls: [Call], script: [Int])>(([], []))

        init(script: [Int] = []) {
            state.withLock { $0.script = script }
        }

        var calls: [Call] { state.withLock { $0.calls } }
        var text: String { String(decoding: calls.flatMap(\.bytes), as: UTF8.self) }

        var write: OutputWriter.SystemWrite {
            { descriptor, buffer in
                self.state.withLock { state in
                    let next = state.script.isEmpty ? Int.max : state.script.removeFirst()
                    if next < 0 {
                        errno = Int32(-next)
                        return -1
                    }
                    let count = min(next, buffer.count)
                    state.calls.append(Call(descriptor: descriptor, bytes: Array(buffer.prefix(count))))
                    return count
                }
            }
        }
    }

    /// The errors a writer reported.
    final class Failures: Sendable {
        private let errors = Lock<[Int32]>([])
        var all: [Int32] { errors.withLock { $0 } }
        var handler: @Sendable (Int32) -> Void { { error in self.errors.withLock { $0.append(error) } } }
    }

    /// A signal ends the process from another thread, maybe while the main thread is inside a write and holds
    /// the writer (under load, right after the busy label reached the terminal): the label must still be erased.
    @Test func theLineToEraseAtExitIsErasedEvenWhileTheWriterIsInTheMiddleOfAWrite() {
        let system = FakeSystem()
        let writer = Lock<OutputWriter?>(nil)
        let endedMidWrite = Lock(false)
        let busyWriter = OutputWriter(
            descriptor: 7, flushesEveryWrite: true,
            systemWrite: { descriptor, buffer in
                let written = system.write(descriptor, buffer)
                // The process ends now, with this write still holding the writer (on this thread, its lock is
                // just as taken as from another).
                if !endedMidWrite.withLock({ ended in
                    defer { ended = true }; return ended
                }) {
                    writer.withLock { $0 }?.flushIfAvailable()
                }
                return written
            })
        writer.withLock { $0 = busyWriter }
        busyWriter.eraseAtExit("\r<erase>")
        busyWriter.write("Loading… (Ctrl-C cancels)\r")
        #expect(system.text == "Loading… (Ctrl-C cancels)\r\r<erase>")
        writer.withLock { $0 = nil }
    }

    @Test func theLineToEraseAtExitIsWrittenAfterWhatWasBufferedAndOnlyOnce() {
        let system = FakeSystem()
        let writer = OutputWriter(descriptor: 7, flushesEveryWrite: false, systemWrite: system.write)
        writer.write("Items\n")
        writer.eraseAtExit("\r<erase>")
        writer.flushIfAvailable()
        writer.flushIfAvailable()
        #expect(system.text == "Items\n\r<erase>")
    }

    @Test func writesAreKeptUntilFlushThenGoOutInOneWrite() {
        let system = FakeSystem()
        let writer = OutputWriter(descriptor: 7, flushesEveryWrite: false, systemWrite: system.write)
        writer.write("Log in\n")
        writer.write(bytes: Array("Type 'help'.\n".utf8))
        #expect(system.calls.isEmpty, "nothing is written before flush()")
        writer.flush()
        #expect(system.calls == [.init(descriptor: 7, bytes: Array("Log in\nType 'help'.\n".utf8))])
        writer.flush()
        #expect(system.calls.count == 1, "an empty buffer writes nothing")
    }

    @Test func aFullBufferIsWrittenOutWithoutAFlush() {
        let system = FakeSystem()
        let writer = OutputWriter(descriptor: 1, flushesEveryWrite: false, capacity: 8, systemWrite: system.write)
        writer.write("1234")
        #expect(system.calls.isEmpty)
        writer.write("56789")
        #expect(system.text == "123456789")
    }

    @Test func aWriterThatFlushesEveryWriteWritesAtOnce() {
        let system = FakeSystem()
        let writer = OutputWriter(descriptor: 1, flushesEveryWrite: true, systemWrite: system.write)
        writer.write("Password: ")
        #expect(system.text == "Password: ")
    }

    @Test func partialWritesAndInterruptedWritesGoOnUntilEveryByteIsOut() {
        let system = FakeSystem(script: [3, -Int(EINTR), 1, -Int(EINTR), -Int(EINTR), 100])
        let failures = Failures()
        let writer = OutputWriter(descriptor: 1, flushesEveryWrite: false, systemWrite: system.write, onFailure: failures.handler)
        writer.write("Balance: ¥10,000\n")
        writer.flush()
        #expect(system.calls.map(\.bytes.count) == [3, 1, "Balance: ¥10,000\n".utf8.count - 4])
        #expect(system.text == "Balance: ¥10,000\n")
        #expect(failures.all.isEmpty)
    }

    @Test func aDescriptorThatWouldBlockIsWaitedFor() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { ends.forEach { _ = close($0) } }
        let system = FakeSystem(script: [-Int(EAGAIN), 2, -Int(EWOULDBLOCK)])
        let failures = Failures()
        // The pipe's write end is writable, so the wait (poll) returns at once.
        let writer = OutputWriter(descriptor: ends[1], flushesEveryWrite: true, systemWrite: system.write, onFailure: failures.handler)
        writer.write("items\n")
        #expect(system.text == "items\n")
        #expect(failures.all.isEmpty)
    }

    @Test(arguments: [EPIPE, ENOSPC, EBADF, EIO])
    func aFailedWriteIsReportedOnceAndNothingMoreIsWritten(error: Int32) {
        let system = FakeSystem(script: [2, -Int(error)])
        let failures = Failures()
        let writer = OutputWriter(descriptor: 1, flushesEveryWrite: true, systemWrite: system.write, onFailure: failures.handler)
        writer.write("where\n")
        writer.write("home\n")
        writer.flush()
        #expect(failures.all == [error])
        #expect(system.text == "wh", "nothing after the failure")
    }

    @Test func writingNothingAtAllIsAFailureNotALoop() {
        let system = FakeSystem(script: [0])
        let failures = Failures()
        let writer = OutputWriter(descriptor: 1, flushesEveryWrite: true, systemWrite: system.write, onFailure: failures.handler)
        writer.write("x")
        #expect(failures.all == [EIO])
    }

    @Test func standardErrorFlushesStandardOutputFirstSoTheyStayInOrder() {
        let system = FakeSystem()
        let output = OutputWriter(descriptor: 1, flushesEveryWrite: false, systemWrite: system.write)
        let errors = OutputWriter(descriptor: 2, flushesEveryWrite: true, flushingFirst: output, systemWrite: system.write)
        output.write("> bogus\n")
        errors.write("Error: Unknown command 'bogus'.\n")
        output.write("> where\n")
        output.flush()
        #expect(
            system.calls == [
                .init(descriptor: 1, bytes: Array("> bogus\n".utf8)),
                .init(descriptor: 2, bytes: Array("Error: Unknown command 'bogus'.\n".utf8)),
                .init(descriptor: 1, bytes: Array("> where\n".utf8)),
            ])
    }
}
