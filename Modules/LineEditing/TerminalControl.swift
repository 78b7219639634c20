internal import CLibedit
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal a line reader works on: the state it was found in, and what this process changed
/// on it. Every way out of the process puts it back (`restore()`).
///
/// - **Type-ahead** (`holdTypeAhead()`): between two reads of the line editor the terminal neither
///   echoes nor edits lines (`ECHO`, `ICANON`, `IEXTEN` off; `ISIG` stays on, so Ctrl-C still
///   interrupts the work and no `^C` is drawn into its output). Keys typed while work runs wait,
///   unseen, in the terminal's queue, and the next read gets them, as in bash or psql.
enum TerminalControl {
    private struct State {
        var descriptor: Int32 = -1
        /// The terminal as it was found; nil until a reader adopted one.
        var found: termios?
    }

    private static let state = Mutex(State())

    /// Remembers the terminal on `descriptor` and the state it was `found` in (the first reader's only).
    static func adopt(_ descriptor: Int32, found: termios) {
        state.withLock { state in
            guard state.found == nil else { return }
            state.descriptor = descriptor
            state.found = found
        }
        ExitHook.install()
    }

    /// Turns echo and line editing off until the next read (see the type's documentation), when
    /// this process has the terminal's foreground.
    static func holdTypeAhead() {
        state.withLock { state in
            guard var mode = state.found, isForeground(state.descriptor) else { return }
            mode.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | IEXTEN)
            mode.c_lflag |= tcflag_t(ISIG)
            setCharacter(&mode, VMIN, 1)
            setCharacter(&mode, VTIME, 0)
            _ = tcsetattr(state.descriptor, TCSANOW, &mode)
        }
    }

    /// Puts the terminal back as it was found (when this process has its foreground). Safe to call
    /// more than once and from any thread, but not from a signal handler.
    static func restore() {
        state.withLock { state in
            guard var found = state.found else { return }
            if isForeground(state.descriptor) { _ = bz_set_terminal_state(state.descriptor, &found) }
        }
    }

    /// Ctrl-Z: the terminal as found, then `stop()` stops this process; after `fg`, the terminal's
    /// state from before is taken again. Returns after `fg`.
    static func suspend(stop: () -> Void) {
        state.withLock { state in
            var current = termios()
            let hadState = state.descriptor >= 0 && tcgetattr(state.descriptor, &current) == 0
            if var found = state.found, isForeground(state.descriptor) {
                _ = bz_set_terminal_state(state.descriptor, &found)
            }
            stop()
            // In the background (`bg`), this stops on SIGTTOU until `fg`, as a job that touches the terminal should.
            if hadState { _ = tcsetattr(state.descriptor, TCSANOW, &current) }
        }
    }

    // MARK: - Private

    private static func isForeground(_ descriptor: Int32) -> Bool {
        descriptor >= 0 && tcgetpgrp(descriptor) == getpgrp()
    }

    private static func setCharacter(_ mode: inout termios, _ index: Int32, _ value: cc_t) {
        withUnsafeMutableBytes(of: &mode.c_cc) { bytes in
            bytes.bindMemory(to: cc_t.self)[Int(index)] = value
        }
    }
}
