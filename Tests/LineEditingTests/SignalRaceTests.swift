import Testing

@testable import LineEditing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A Ctrl-C (SIGINT) that comes at the worst moment is never lost. Each test makes the moment happen
/// instead of waiting for it: the signal is raised by the code that runs at that moment.
@MainActor @Suite(.serialized, .timeLimit(.minutes(1))) struct SignalRaceTests {
    init() {
        SignalRelay.installInterruptHandling()  // SIGINT now goes to the relay, never kills the test process
    }

    /// Raises SIGINT on this thread, unblocked for the moment, so its handler has run when this returns.
    nonisolated static func raiseInterruptHere() {
        var only = sigset_t()
        var previous = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &only, &previous)
        raise(SIGINT)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    @Test func aCtrlCTypedAsSoonAsThePasswordPromptShowsEndsTheHiddenRead() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        try #require(openpty(&master, &slave, nil, nil, nil) == 0)
        defer {
            _ = close(master)
            _ = close(slave)
        }
        // A line is already typed: a read that missed the Ctrl-C returns it instead of waiting for ever.
        #expect(write(master, "typed\n", 6) == 6)
        let raised = AtomicCell(false)
        let screen = OutputWriter(
            descriptor: -1, flushesEveryWrite: true,
            systemWrite: { _, bytes in
                // The prompt reaches the screen, and the user presses Ctrl-C at once.
                if !raised.exchange(true) { Self.raiseInterruptHere() }
                return bytes.count
            })
        let event = HiddenInput.readSecret(
            from: slave, prompt: "Password: ", output: screen, terminate: { _ in fatalError("no signal ends this") })
        #expect(event == .interrupted)
    }

    @Test func aCtrlCSentJustBeforeAScriptsInputEndsStillEndsTheScript() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        let reader = PlainLineReader(descriptor: ends[0], owned: true, readsScript: true)
        #expect(write(ends[1], "where\n", 6) == 6)
        #expect(reader.readLine(prompt: "") == .line("where"))

        // Ctrl-C in a shell reaches every program of the pipeline: the one writing the script dies and
        // its end of the pipe closes, while the kernel has queued the SIGINT for this process and no
        // thread has handled it yet. Here it waits, blocked, on this very thread.
        var only = sigset_t()
        var previous = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, SIGINT)
        pthread_sigmask(SIG_BLOCK, &only, &previous)
        pthread_kill(pthread_self(), SIGINT)
        _ = close(ends[1])
        let event = reader.readLine(prompt: "")
        pthread_sigmask(SIG_SETMASK, &previous, nil)  // a signal still pending (a missed one) is handled here
        #expect(event == .interrupted, "the script ends with Ctrl-C's status, not as if its input simply ended")
    }
}
