internal import CLibedit
internal import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns SIGINT (and, for a line reader, SIGTERM, SIGHUP, SIGQUIT, and on a terminal SIGWINCH and SIGTSTP) into safe, ordinary events.
///
/// The C signal handlers only touch atomics and `write(2)` one byte to a pipe
/// (both async-signal-safe); all real work happens elsewhere:
///
/// - **SIGINT while the line editor reads** (`EditLineReader.readLine`, or
///   either reader's `readSecret` on a terminal): the read wakes up, the line is discarded and the read
///   returns `.interrupted`. `onInterrupt` handlers are *not* called.
/// - **SIGINT while a script reader waits for input** (`PlainLineReader` on a
///   file or a pipe, in `waitUntilReadable`): the wait ends and so does the
///   script. `onInterrupt` handlers are *not* called.
/// - **SIGINT at any other time** (the app is busy, or a `PlainLineReader`
///   reads a terminal): `interruptCount` goes up and the handler registered with
///   `onInterrupt` runs on a private serial dispatch queue (never on the main
///   thread, never inside the signal handler). The process keeps running.
/// - **SIGTERM / SIGHUP / SIGQUIT** (installed by every reader: `EditLineReader`, and
///   `PlainLineReader` on a dumb terminal or reading a script; SIGQUIT is Ctrl-\ or `kill -QUIT`, which
///   would otherwise print Swift's "Program crashed" report): the editor's history file is already
///   up to date (entries are appended as they are recorded); standard output is flushed, the
///   terminal is restored (`el_end`, its state as found, its foreground; see `TerminalControl`) and the
///   process exits with status 128 + signal number (143 for SIGTERM, 129 for
///   SIGHUP, 131 for SIGQUIT), the status a shell reports for a process the signal killed, so
///   scripts and supervisors can still tell a signal from a normal `quit`
///   (which exits 0). While reading, this is done on the main thread; while
///   the app is busy, on the relay queue with `_exit`.
/// - **SIGWINCH / SIGTSTP** while reading: the editor resizes, or suspends
///   cleanly (cooked mode or echo first, raw mode or no echo and a redraw on `fg`).
///   **SIGTSTP while the app is busy**: on the relay queue, the terminal is put back as found
///   (it holds type-ahead between reads), the process stops, and after `fg` it is set up again.
///
/// Handlers are installed with `SA_RESTART`, so the rest of the app never sees
/// `EINTR` from a Ctrl-C. A signal that was ignored when the process started
/// (e.g. SIGHUP under `nohup`) stays ignored.
public enum SignalRelay {
    /// How many SIGINTs arrived since the relay was installed (read it before and after work to see if one came).
    public static var interruptCount: Int {
        interrupts.load()
    }

    /// Sets the handler run when SIGINT arrives while no line editor is reading, replacing any earlier one.
    ///
    /// It runs on a private serial dispatch queue, off the signal handler, so it may allocate,
    /// lock and hop to the main actor (e.g. `Task { @MainActor in work.cancel() }`).
    /// Calling this installs the SIGINT handler, so Ctrl-C no longer kills the process.
    public static func onInterrupt(_ handler: @escaping @Sendable () -> Void) {
        installInterruptHandling()
        interruptHandler.withLock { $0 = handler }
    }

    // MARK: - Internal, for the line readers

    /// Creates the pipes and installs the SIGINT handler (once). The relay queue starts later, when a reader
    /// first stops reading (`endReading`): until then nothing runs off the main thread, and a signal that
    /// comes before the first read waits in the relay pipe for `beginReading`, which handles it at once.
    static func installInterruptHandling() {
        installation.withLock { state in
            guard !state.interruptInstalled else { return }
            state.interruptInstalled = true
            // Make every cell the handler uses now (each is made on first use), so it never runs an initialiser;
            // the stores below make the descriptors' cells.
            _ = interrupts.load()
            _ = pendingInterrupt.load()
            _ = pendingResize.load()
            _ = pendingSuspend.load()
            _ = pendingTerminationSignal.load()
            _ = reading.load()
            let wake = makePipe()
            wakeReadEnd.store(wake.read)
            wakeWriteEnd.store(wake.write)
            let relay = makePipe()
            relayReadEnd.store(relay.read)
            relayWriteEnd.store(relay.write)
            if bz_signal_is_ignored(SIGINT) == 0 { install(SIGINT) }
        }
    }

    /// Starts the relay queue (once): from then on a signal that comes while nobody reads is handled on it,
    /// while the main thread works.
    private static func startRelay() {
        installation.withLock { state in
            guard state.interruptInstalled, state.relaySource == nil else { return }
            let source = DispatchSource.makeReadSource(
                fileDescriptor: relayReadEnd.load(), queue: DispatchQueue(label: "bazaar.line-editing.signal-relay"))
            source.setEventHandler { drainRelayPipe() }
            source.resume()
            state.relaySource = source
        }
    }

    /// A reader got a line (or the end of its input): the work it starts may take a signal while nobody
    /// reads, so the relay queue must run from now on. (A reader that brackets its reads with
    /// `beginReading` and `endReading` needs no call: `endReading` starts it.)
    static func lineWasRead() {
        startRelay()
    }

    /// Whether the relay queue runs yet (see `startRelay`).
    private static var relayStarted: Bool { installation.withLock { $0.relaySource != nil } }

    /// Installs SIGTERM, SIGHUP, SIGQUIT, SIGWINCH and SIGTSTP handling for a reader on the terminal
    /// `descriptor` (the line editor, or the plain reader of a dumb one), which was `found` in that
    /// state: `TerminalControl` adopts it, and puts it back however the process ends.
    static func installTerminalHandling(restoring found: termios, on descriptor: Int32) {
        TerminalControl.adopt(descriptor, found: found)
        installTerminationHandling()
        installation.withLock { state in
            guard !state.terminalInstalled else { return }
            state.terminalInstalled = true
            for signo in [SIGWINCH, SIGTSTP] where bz_signal_is_ignored(signo) == 0 {
                install(signo)
            }
        }
    }

    /// Installs SIGTERM, SIGHUP and SIGQUIT handling (for every reader, scripts included): the process
    /// ends with 128 + the signal's number, quietly, after flushing its output.
    static func installTerminationHandling() {
        installInterruptHandling()
        installation.withLock { state in
            guard !state.terminationInstalled else { return }
            state.terminationInstalled = true
            _ = OutputWriter.standardOutput  // made now: never first inside the relay's exit
            for signo in [SIGTERM, SIGHUP, SIGQUIT] where bz_signal_is_ignored(signo) == 0 {
                install(signo)
            }
        }
    }

    /// The editor starts waiting for the user: signals now wake `wakeDescriptor` instead of the relay.
    static func beginReading() {
        // Before the relay queue runs, a signal that came before this read is in the relay pipe: handle it
        // here, on this thread, as the queue would have.
        if !relayStarted { drainRelayPipe() }
        pendingInterrupt.store(false)
        pendingResize.store(false)
        pendingSuspend.store(false)
        reading.store(true)
    }

    /// The editor stopped waiting for the user. A Ctrl-Z that came too late for the read is handled
    /// on the relay queue instead.
    static func endReading() {
        reading.store(false)
        startRelay()
        drainWakePipe()
        if takeSuspend() { poke(relayWriteEnd.load(), suspendByte) }
    }

    /// The read end of the pipe that a signal pokes while the editor reads (-1 before installation).
    static var wakeDescriptor: Int32 { wakeReadEnd.load() }

    /// Empties the wake pipe (it is non-blocking).
    static func drainWakePipe() {
        let descriptor = wakeDescriptor
        guard descriptor >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(descriptor, &buffer, buffer.count) > 0 {}
    }

    /// Waits until `descriptor` is readable or a signal pokes the wake pipe (which it drains).
    /// Returns whether `descriptor` is readable, and false in `ok` when polling failed for good.
    static func waitForInput(on descriptor: Int32) -> (inputReady: Bool, ok: Bool) {
        var descriptors = [
            pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
        if ready < 0 { return (false, errno == EINTR || errno == EAGAIN) }
        if descriptors[1].revents != 0 { drainWakePipe() }
        return (descriptors[0].revents != 0, true)
    }

    /// For a script reader, before it reads `descriptor`: waits until there is input, unless a SIGINT
    /// has come since `interruptCount` was `count` (before or during the wait), which ends the script.
    /// Returns whether to read (also when polling failed: the read then reports the error).
    /// Returns false too when SIGTERM, SIGHUP or SIGQUIT came (see `terminationSignal`).
    ///
    /// Input that comes with a Ctrl-C (the program writing into the pipe dies of the same Ctrl-C,
    /// and its end of the pipe closes) may wake the wait before the signal handler has run on the
    /// thread the kernel picked for it. So before saying "read", a SIGINT already sent to the process
    /// is let in on this thread (`bz_accept_pending_signal`), and the count is looked at after that.
    static func waitUntilReadable(_ descriptor: Int32, noInterruptSince count: Int) -> Bool {
        beginReading()
        defer { endReading() }
        while interruptCount == count, terminationSignal == nil {
            let (inputReady, ok) = waitForInput(on: descriptor)
            _ = takeInterrupt()
            if inputReady || !ok {
                bz_accept_pending_signal(SIGINT)
                return interruptCount == count && terminationSignal == nil
            }
        }
        return false
    }

    /// Whether a SIGINT arrived while reading (and clears it).
    static func takeInterrupt() -> Bool { pendingInterrupt.exchange(false) }
    /// Whether the window size changed while reading (and clears it).
    static func takeResize() -> Bool { pendingResize.exchange(false) }
    /// Whether Ctrl-Z (SIGTSTP) arrived while reading (and clears it).
    static func takeSuspend() -> Bool { pendingSuspend.exchange(false) }
    /// The SIGTERM, SIGHUP or SIGQUIT that asked the process to end, or nil.
    static var terminationSignal: Int32? {
        let signo = pendingTerminationSignal.load()
        return signo == 0 ? nil : signo
    }

    /// Stops the process as Ctrl-Z would (the caller put the terminal in cooked mode first), with the
    /// terminal as found and its foreground given back (see `TerminalControl.suspend`); returns after `fg`.
    static func suspendNow() {
        TerminalControl.suspend {
            _ = bz_default_signal_handler(SIGTSTP)
            _ = bz_raise_unblocked(SIGTSTP)  // the main actor's thread blocks SIGTSTP: a plain raise never stopped
            install(SIGTSTP)
        }
    }

    /// Ends the process after SIGTERM, SIGHUP or SIGQUIT (`signo`) on the thread that reads: output
    /// flushed, terminal restored, status 128 + `signo`.
    static func exitAfterTermination(_ signo: Int32) -> Never {
        OutputWriter.standardOutput.flush()
        TerminalControl.restore()
        exit(exitStatus(for: signo))
    }

    /// The exit status used after SIGTERM/SIGHUP/SIGQUIT: 128 + the signal number.
    public static func exitStatus(for signo: Int32) -> Int32 { 128 + signo }

    // MARK: - Private

    private struct Installation {
        var interruptInstalled = false
        var terminationInstalled = false
        var terminalInstalled = false
        var relaySource: (any DispatchSourceRead)?
    }

    private static let interrupts = AtomicCell<Int>(0)
    private static let pendingInterrupt = AtomicCell<Bool>(false)
    private static let pendingResize = AtomicCell<Bool>(false)
    private static let pendingSuspend = AtomicCell<Bool>(false)
    private static let pendingTerminationSignal = AtomicCell<Int32>(0)
    private static let reading = AtomicCell<Bool>(false)
    private static let wakeReadEnd = AtomicCell<Int32>(-1)
    private static let wakeWriteEnd = AtomicCell<Int32>(-1)
    private static let relayReadEnd = AtomicCell<Int32>(-1)
    private static let relayWriteEnd = AtomicCell<Int32>(-1)
    private static let installation = Lock(Installation())
    private static let interruptHandler = Lock<(@Sendable () -> Void)?>(nil)

    /// Relay byte for a SIGINT; a termination is `0x80 | signo`. (Computed: the handler must not
    /// run a lazy global initialiser.)
    private static var interruptByte: UInt8 { 0x49 }
    /// Relay byte for a SIGTSTP while nobody reads.
    private static var suspendByte: UInt8 { 0x5A }

    private static func install(_ signo: Int32) {
        _ = bz_install_signal_handler(signo, { SignalRelay.signalArrived($0) }, 1)
    }

    /// The C signal handler: atomics and write(2) only.
    fileprivate static func signalArrived(_ signo: Int32) {
        let savedErrno = errno
        defer { errno = savedErrno }
        let isReading = reading.load()
        switch signo {
        case SIGINT:
            interrupts.wrappingAdd(1)
            if isReading {
                pendingInterrupt.store(true)
                poke(wakeWriteEnd.load(), 1)
            } else {
                poke(relayWriteEnd.load(), interruptByte)
            }
        case SIGTERM, SIGHUP, SIGQUIT:
            pendingTerminationSignal.compareExchange(expected: 0, desired: signo)
            if isReading {
                poke(wakeWriteEnd.load(), 1)
            } else {
                poke(relayWriteEnd.load(), 0x80 | UInt8(truncatingIfNeeded: signo))
            }
        case SIGWINCH:
            if isReading {
                pendingResize.store(true)
                poke(wakeWriteEnd.load(), 1)
            }
        case SIGTSTP:
            if isReading {
                pendingSuspend.store(true)
                poke(wakeWriteEnd.load(), 1)
            } else {
                poke(relayWriteEnd.load(), suspendByte)
            }
        default:
            break
        }
    }

    private static func poke(_ descriptor: Int32, _ value: UInt8) {
        guard descriptor >= 0 else { return }
        var byte = value
        _ = write(descriptor, &byte, 1)
    }

    /// Runs on the relay queue: calls the interrupt handler or ends the process.
    private static func drainRelayPipe() {
        let descriptor = relayReadEnd.load()
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return }
        for byte in buffer.prefix(count) {
            if byte == interruptByte {
                interruptHandler.withLock { $0 }?()
            } else if byte == suspendByte {
                suspendNow()
            } else if byte & 0x80 != 0 {
                terminateFromRelay(signal: Int32(byte & 0x7F))
            }
        }
    }

    /// SIGTERM/SIGHUP/SIGQUIT while nobody reads: flush stdout (unless the main thread is writing),
    /// restore the terminal, exit 128 + signal.
    private static func terminateFromRelay(signal signo: Int32) -> Never {
        OutputWriter.standardOutput.flushIfAvailable()
        TerminalControl.restore()
        _exit(exitStatus(for: signo))
    }

    /// A non-blocking, close-on-exec pipe.
    private static func makePipe() -> (read: Int32, write: Int32) {
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { return (-1, -1) }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        return (descriptors[0], descriptors[1])
    }
}
