public import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `bazaar` on a real pseudo-terminal, as its controlling terminal, and lets a test type into it
/// and read what a person would see. Reads block until the expected text arrives: no sleeps, no polling.
///
/// One guard: if the program prints nothing at all for `hangGuardSeconds`, it is taken to be hung and
/// the test fails with the transcript, instead of hanging CI. Nothing here passes because of timing.
public final class PseudoTerminal {
    private let master: Int32
    private let pid: pid_t
    /// Everything the program wrote, as bytes, since it started.
    private(set) var transcript: [UInt8] = []
    /// Where the next `waitFor` starts looking.
    private var consumed = 0
    /// Silence longer than this means the program hung.
    public static let hangGuardSeconds = BazaarBinary.hangGuardSeconds
    /// The terminal's local modes (`c_lflag`) before the program started.
    public let initialLocalModes: tcflag_t

    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// Starts `executable` (the app, unless a test starts it through a shell) with `arguments`.
    public init(
        executable: String = BazaarBinary.url.path, arguments: [String], environment: [String: String], columns: UInt16 = 100,
        rows: UInt16 = 30
    ) throws {
        var master: Int32 = -1, slave: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        var name = [CChar](repeating: 0, count: 128)
        guard openpty(&master, &slave, &name, nil, &size) == 0 else { throw Failure(description: "openpty failed: \(errno)") }
        let slavePath = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var modes = termios()
        tcgetattr(slave, &modes)
        initialLocalModes = modes.c_lflag
        close(slave)
        // Other tests spawn processes in parallel (Foundation's Process opens and closes pipes as it
        // goes), so keep the terminal at a descriptor number far from theirs, and out of their children.
        let low = master
        master = fcntl(low, F_DUPFD_CLOEXEC, 700)
        close(low)
        guard master >= 0 else { throw Failure(description: "cannot move the terminal's descriptor: \(errno)") }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid() and without O_NOCTTY, the terminal becomes the child's controlling terminal,
        // so Ctrl-C typed into it raises SIGINT in the child as it would for a person.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaultSignals = sigset_t()
        sigemptyset(&defaultSignals)
        sigaddset(&defaultSignals, SIGINT)
        sigaddset(&defaultSignals, SIGTERM)
        sigaddset(&defaultSignals, SIGHUP)
        sigaddset(&defaultSignals, SIGQUIT)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        let setsid: Int32 = 0x80  // POSIX_SPAWN_SETSID, a glibc macro Swift does not import
        posix_spawnattr_setflags(&attributes, Int16(setsid | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else { throw Failure(description: "posix_spawn failed: \(status)") }
        self.master = master
        self.pid = pid
    }

    deinit {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(master)
    }

    /// Types `text` as keystrokes (`"\t"` is Tab, `"\u{3}"` Ctrl-C, `"\u{4}"` Ctrl-D, `"\r"` Enter).
    public func type(_ text: String) {
        type(bytes: Array(text.utf8))
    }

    /// Types `bytes` as they are, UTF-8 or not.
    public func type(bytes: [UInt8]) {
        var bytes = bytes
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes.removeFirst(written)
        }
    }

    /// Types `line` and Enter, then reads until `text` appears.
    public func enter(_ line: String, until text: String) throws {
        type(line + "\r")
        try waitFor(text)
    }

    /// Reads until `text` appears after what earlier waits consumed; returns what came before it.
    /// Fails if the program exits first.
    @discardableResult
    public func waitFor(_ text: String) throws -> String {
        let needle = Array(text.utf8)
        while true {
            if let range = Self.find(needle, in: transcript, from: consumed) {
                let before = String(decoding: transcript[consumed..<range.lowerBound], as: UTF8.self)
                consumed = range.upperBound
                return before
            }
            guard try readMore() else {
                throw Failure(description: "the program ended before printing \(text.debugDescription); it printed:\n\(screenText)")
            }
        }
    }

    /// Reads everything until the program closes the terminal, then returns the status it exited with,
    /// or minus the signal's number when a signal killed it (so `143`, a clean exit after SIGTERM,
    /// is told apart from `-15`, a process SIGTERM killed before it could restore anything).
    public func waitForExit() throws -> Int32 {
        while try readMore() {}
        // The terminal is closed; the program exits now. A test cancelled while it does not kills it.
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            if Task.isCancelled { kill(pid, SIGKILL) }
            _ = poll(nil, 0, BazaarBinary.slice)
        }
        let exited = status & 0x7F == 0
        return exited ? (status >> 8) & 0xFF : -(status & 0x7F)
    }

    /// Appends what the program wrote next; `false` once it has closed the terminal.
    private func readMore() throws -> Bool {
        switch BazaarBinary.waitForInput(on: master) {
        case .ready: break
        case .silent:
            throw Failure(description: "the program printed nothing for \(Self.hangGuardSeconds) s (hung?); it printed:\n\(screenText)")
        case .cancelled:
            throw Failure(description: "the test was cancelled (its time limit?) while the program ran; it printed:\n\(screenText)")
        }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        transcript += buffer[0..<count]
        return true
    }

    /// The terminal's local modes (`c_lflag`: ECHO, ICANON, ISIG...) as the program left them now.
    public var localModes: tcflag_t {
        var modes = termios()
        tcgetattr(master, &modes)
        return modes.c_lflag
    }

    /// Sends a signal to the program.
    public func signal(_ signal: Int32) {
        kill(pid, signal)
    }

    /// The whole transcript as text.
    public var screenText: String { String(decoding: transcript, as: UTF8.self) }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Range<Int>? {
        guard !needle.isEmpty, haystack.count - start >= needle.count else { return nil }
        for index in start...(haystack.count - needle.count) where haystack[index] == needle[0] {
            if Array(haystack[index..<(index + needle.count)]) == needle { return index..<(index + needle.count) }
        }
        return nil
    }
}
