internal import CLibedit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal a line reader works on: the state it was found in, what this process changed on it,
/// and who has its foreground. Every way out of the process puts it back (`restore()`).
///
/// - **Type-ahead** (`holdTypeAhead()`): between two reads of the line editor the terminal neither
///   echoes nor edits lines (`ECHO`, `ICANON`, `IEXTEN` off; `ISIG` stays on, so Ctrl-C still
///   interrupts the work and no `^C` is drawn into its output). Keys typed while work runs wait,
///   unseen, in the terminal's queue, and the next read gets them, as in bash or psql.
/// - **Foreground** (`adopt`): started by a program that shares its process group (`make run`,
///   `sh -c`), Ctrl-C at the prompt would also reach that program (make dies with "Interrupt"). So
///   this process then moves into a process group of its own and takes the terminal's foreground, as
///   an interactive shell does; `restore()` gives it back, and Ctrl-Z (`suspend`) stops the whole
///   group it came from, so the shell sees its job stopped and `fg` resumes it.
enum TerminalControl {
    private struct State {
        var descriptor: Int32 = -1
        /// The terminal as it was found; nil until a reader adopted one.
        var found: termios?
        /// The process group that had the terminal before this process took it; nil when it did not take it.
        var previousGroup: pid_t?
    }

    private static let state = Lock(State())

    /// Remembers the terminal on `descriptor` and the state it was `found` in (the first reader's
    /// only), and takes its foreground when this process shares a group with the program that started it.
    static func adopt(_ descriptor: Int32, found: termios) {
        state.withLock { state in
            guard state.found == nil else { return }
            state.descriptor = descriptor
            state.found = found
            state.previousGroup = takeForeground(descriptor)
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

    /// Puts the terminal back as it was found (when this process has its foreground) and gives the
    /// foreground back to the group it was taken from, rejoining that group. Safe to call more than
    /// once and from any thread, but not from a signal handler.
    static func restore() {
        state.withLock { state in
            guard var found = state.found else { return }
            if isForeground(state.descriptor) { _ = bz_set_terminal_state(state.descriptor, &found) }
            if let previous = state.previousGroup {
                giveForeground(state.descriptor, to: previous)
                state.previousGroup = nil
            }
        }
    }

    /// Ctrl-Z: the terminal as found; when the foreground was taken from a group, it goes back to it,
    /// that group (the job the shell knows: make, sh) is stopped and this process rejoins it; then
    /// `stop()` stops this process. So the shell sees its whole job stopped, and `fg` continues all of
    /// it. After that, the foreground and the terminal's state from before are taken again. Returns after `fg`.
    static func suspend(stop: () -> Void) {
        state.withLock { state in
            var current = termios()
            let hadState = state.descriptor >= 0 && tcgetattr(state.descriptor, &current) == 0
            if var found = state.found, isForeground(state.descriptor) {
                _ = bz_set_terminal_state(state.descriptor, &found)
            }
            if let previous = state.previousGroup {
                if isForeground(state.descriptor) { _ = bz_set_foreground_group(state.descriptor, previous) }
                // That group first, while this process is not in it: a stop signal sent to a group this
                // process is in could stop it only later, after `fg`, and nothing would continue it.
                _ = kill(-previous, SIGTSTP)
                _ = setpgid(0, previous)
            }
            stop()
            if let previous = state.previousGroup {
                // Take the terminal again only if the shell gave it to the job (`fg`, not `bg`).
                if tcgetpgrp(state.descriptor) == previous {
                    state.previousGroup = takeForeground(state.descriptor)
                }
            }
            // In the background (`bg`), this stops on SIGTTOU until `fg`, as a job that touches the terminal should.
            if hadState { _ = tcsetattr(state.descriptor, TCSANOW, &current) }
        }
    }

    // MARK: - Private

    /// When this process is in the terminal's foreground group but does not lead it (nor a session),
    /// moves into a new group of its own and makes it the foreground; returns the group it left.
    private static func takeForeground(_ descriptor: Int32) -> pid_t? {
        let group = getpgrp()
        let me = getpid()
        guard group != me, getsid(0) != me, tcgetpgrp(descriptor) == group else { return nil }
        guard setpgid(0, 0) == 0 else { return nil }
        if bz_set_foreground_group(descriptor, me) == 0 { return group }
        _ = setpgid(0, group)
        return nil
    }

    /// Hands the foreground to `group` and rejoins it.
    private static func giveForeground(_ descriptor: Int32, to group: pid_t) {
        if tcgetpgrp(descriptor) == getpgrp() { _ = bz_set_foreground_group(descriptor, group) }
        _ = setpgid(0, group)
    }

    private static func isForeground(_ descriptor: Int32) -> Bool {
        descriptor >= 0 && tcgetpgrp(descriptor) == getpgrp()
    }

    private static func setCharacter(_ mode: inout termios, _ index: Int32, _ value: cc_t) {
        withUnsafeMutableBytes(of: &mode.c_cc) { bytes in
            bytes.bindMemory(to: cc_t.self)[Int(index)] = value
        }
    }
}
