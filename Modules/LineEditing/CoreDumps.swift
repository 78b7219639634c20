import CLibedit

/// Keeps a program's memory (a password typed, a line being edited) out of core files.
public enum CoreDumps {
    /// Turns core dumps off for the rest of the process: a core size limit of 0 (soft and hard, so it cannot
    /// be raised again) and, on Linux, a process that is not dumpable (no core file whatever the limit or
    /// `core_pattern`, no ptrace attach or `/proc/PID/mem` for other users). Call it first thing at start.
    /// Returns whether it worked; a program goes on either way.
    @discardableResult
    public static func disable() -> Bool {
        bz_disable_core_dumps() == 0
    }
}
