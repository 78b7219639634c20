public import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `bazaar` executable the way a script or a person's shell would.
public struct BazaarBinary {
    /// A run still going after this long is taken to be hung and killed; below the suites' one-minute limit.
    public static let hangGuardSeconds: Int32 = 50
    /// The lines that log the demo user in at the login screen.
    public static let logIn = ["email demo@bazaar.dev", "password bazaar-demo", "submit"]
    /// The first line of the home screen for the demo user, as a script sees it (what each feature shows
    /// there follows it, and a feature's tests check that).
    public static let welcome = "Welcome, Demo.\n"

    /// Whether a script's `output` ends on the home screen answering `where`: `before`, the welcome, each
    /// feature's lines on home, then `home`.
    public static func endsAtHome(_ output: String, after before: String = "") -> Bool {
        guard let shown = output.range(of: before + welcome, options: .backwards) else { return false }
        return output[shown.upperBound...].hasSuffix("home\n")
    }

    /// What one run produced.
    public struct Run {
        public var output: String
        public var errors: String
        public var status: Int32

        public init(output: String, errors: String, status: Int32) {
            (self.output, self.errors, self.status) = (output, errors, status)
        }
    }

    /// The executable next to this test bundle (SwiftPM builds it, because this target depends on it).
    public static let url: URL = {
        let candidates = [
            Bundle.main.executableURL?.deletingLastPathComponent(),
            Bundle.main.bundleURL.deletingLastPathComponent(),
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../.build/debug").standardized,
        ]
        for directory in candidates.compactMap(\.self) {
            let binary = directory.appendingPathComponent("bazaar")
            if FileManager.default.isExecutableFile(atPath: binary.path) { return binary }
        }
        return URL(fileURLWithPath: "/nonexistent/bazaar")
    }()

    /// A private home for a test, so no test touches the user's files or another test's. Whoever makes one
    /// removes it with `removeHome(_:)`; `withHome(_:)` does both.
    public static func makeHome() throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("bazaar-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return home
    }

    /// Removes a home made by `makeHome()` and everything in it, read-only files included.
    public static func removeHome(_ home: URL) {
        if let contents = FileManager.default.enumerator(atPath: home.path) {
            for case let relative as String in contents {
                _ = chmod(home.appendingPathComponent(relative).path, 0o700)
            }
        }
        try? FileManager.default.removeItem(at: home)
    }

    /// Runs `body` with a new private home, removed when `body` returns or throws.
    public static func withHome<T>(_ body: (URL) throws -> T) throws -> T {
        let home = try makeHome()
        defer { removeHome(home) }
        return try body(home)
    }

    /// Variables the child inherits from the test run: the sanitizers' settings (`ASAN_OPTIONS`,
    /// `TSAN_OPTIONS`, `LSAN_OPTIONS`, `UBSAN_OPTIONS`, their symbolizer paths) and, under `make coverage`,
    /// the profile path SwiftPM gave the tests, so what the child executes is counted too (and no stray
    /// profile lands in the tree).
    public static func inherited(_ parent: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        parent.filter { name, _ in
            name == "LLVM_PROFILE_FILE" || name == "LLVM_SYMBOLIZER_PATH"
                || name.wholeMatch(of: /[A-Z]*SAN_[A-Z_]+/) != nil
        }
    }

    /// A run's whole environment: its own home, a UTF-8 locale, what `inherited` passes through, and `extra`.
    public static func environment(home: URL, _ extra: [String: String] = [:]) -> [String: String] {
        let environment = ["HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        return environment.merging(inherited()) { $1 }.merging(extra) { $1 }
    }

    /// A run that has started; its input is being fed on a thread of its own.
    public struct Started {
        let arguments: [String]
        public let process: Process
        let stdout: OutputReader
        public let errors: Background
        let feeding: Background
        let watchdog: DispatchWorkItem

        /// Reads the program's output until `text` has appeared (see `OutputReader.read(until:)`).
        public func read(until text: String) throws {
            try stdout.read(until: text)
        }

        /// Kills the program if it still runs and waits for it: how a test's every exit path ends the programs it
        /// started (`defer`), after `finish` or instead of it.
        public func stop() {
            watchdog.cancel()
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            _ = feeding.value
            BazaarBinary.waitForExit(process)
        }

        /// Reads everything the program prints and waits for it to exit.
        public func finish() -> Run {
            defer { watchdog.cancel() }
            let output = stdout.readToEnd()
            if Task.isCancelled { kill(process.processIdentifier, SIGKILL) }  // so the waits below end
            _ = feeding.value
            BazaarBinary.waitForExit(process)
            if process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL {
                Issue.record("bazaar \(arguments.joined(separator: " ")) was still running after \(hangGuardSeconds) s: it hung")
            }
            return Run(
                output: String(decoding: output, as: UTF8.self), errors: String(decoding: errors.value, as: UTF8.self),
                status: process.terminationStatus)
        }
    }

    /// Starts `bazaar arguments` with `input` on stdin (not a terminal), closed after it. With
    /// `mergingErrors`, stderr goes into the output too, in the order written (as `2>&1` does). With a
    /// `launcher` (`["/usr/bin/setpriv", "--reuid=…"]`), runs that with the binary's path and `arguments`
    /// (under `make coverage`, such a child, as another user, cannot write the test run's profile: its
    /// counts go to /dev/null). With `unblockedSignals`, the child starts with no signal blocked, as a
    /// shell starts it: a test's threads (and so the children they start) block most signals, which a
    /// child that has not yet installed its own handlers would never see.
    public static func start(
        _ arguments: [String], input: Data, home: URL, environment extra: [String: String] = [:], mergingErrors: Bool = false,
        launcher: [String] = [], unblockedSignals: Bool = false
    ) throws -> Started {
        let process = Process()
        if let command = launcher.first {
            process.executableURL = URL(fileURLWithPath: command)
            process.arguments = Array(launcher.dropFirst()) + [url.path] + arguments
        } else {
            process.executableURL = url
            process.arguments = arguments
        }
        process.environment = environment(home: home, extra)
        if !launcher.isEmpty, process.environment?["LLVM_PROFILE_FILE"] != nil {
            process.environment?["LLVM_PROFILE_FILE"] = "/dev/null"
        }
        let stdin = Pipe(), stdout = Pipe(), stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = mergingErrors ? stdout : stderr
        if unblockedSignals { try runWithNoSignalBlocked(process) } else { try process.run() }
        // The hang guard: a child still running after `hangGuardSeconds` is killed, so a hung program fails
        // its test (the reads then end) instead of blocking the suite past its time limit.
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        DispatchQueue.global().asyncAfter(deadline: .now() + .seconds(Int(hangGuardSeconds)), execute: watchdog)
        // Feed stdin and drain stderr on their own threads while the caller drains stdout, so neither side
        // blocks on a full pipe whatever the sizes.
        let feeding = Background { [writer = stdin.fileHandleForWriting] in
            ChildInput.writeAndClose(input, to: writer)  // a child that exits without reading it ends the write
            return Data()
        }
        let errors = Background { [reader = stderr.fileHandleForReading] in mergingErrors ? Data() : reader.readDataToEndOfFile() }
        if mergingErrors { try stderr.fileHandleForWriting.close() }
        return Started(
            arguments: arguments, process: process, stdout: OutputReader(stdout), errors: errors, feeding: feeding,
            watchdog: watchdog)
    }

    /// Starts `process` from a thread of its own that blocks no signal, so the child inherits no blocked one.
    public static func runWithNoSignalBlocked(_ process: Process) throws {
        let started = Background {
            var none = sigset_t()
            sigemptyset(&none)
            pthread_sigmask(SIG_SETMASK, &none, nil)
            do {
                try process.run()
                return Data()
            } catch {
                return Data(String(describing: error).utf8)
            }
        }
        let failure = started.value
        guard failure.isEmpty else { throw PseudoTerminal.Failure(description: String(decoding: failure, as: UTF8.self)) }
    }

    /// Runs `bazaar arguments` with `input` on stdin (not a terminal) and waits for it to exit; without a
    /// `home`, in a private one removed afterwards. `mergingErrors` and `launcher` are as for `start`.
    public static func run(
        _ arguments: [String], input: Data, home: URL? = nil, environment extra: [String: String] = [:], mergingErrors: Bool = false,
        launcher: [String] = []
    ) throws -> Run {
        guard let home else {
            return try withHome {
                try run(arguments, input: input, home: $0, environment: extra, mergingErrors: mergingErrors, launcher: launcher)
            }
        }
        return try start(
            arguments, input: input, home: home, environment: extra, mergingErrors: mergingErrors, launcher: launcher
        ).finish()
    }

    /// Runs a script of commands, one per line.
    public static func run(_ arguments: [String] = ["--in-memory"], script lines: [String], home: URL? = nil) throws -> Run {
        try run(arguments, input: scriptInput(lines), home: home)
    }

    /// Starts `bazaar arguments` with a script of commands, one per line.
    public static func start(_ arguments: [String], script lines: [String], home: URL) throws -> Started {
        try start(arguments, input: scriptInput(lines), home: home)
    }

    /// Starts one `bazaar arguments` per script, all before waiting for any, so they run at the same time
    /// (each is given its whole script at once); returns their runs in the order of `scripts`.
    public static func runTogether(_ arguments: [String], scripts: [[String]], home: URL) throws -> [Run] {
        var started: [Started] = []
        defer { started.forEach { $0.stop() } }  // those started, when a later one cannot be
        for script in scripts { started.append(try start(arguments, script: script, home: home)) }
        return started.map { $0.finish() }
    }

    private static func scriptInput(_ lines: [String]) -> Data {
        Data((lines.joined(separator: "\n") + "\n").utf8)
    }
}

/// A child's output, read as it comes, for a test that must act when the child has reached some point.
public final class OutputReader {
    private let handle: FileHandle
    private var data = Data()

    public init(_ pipe: Pipe) {
        handle = pipe.fileHandleForReading
    }

    /// Reads until `text` has appeared; fails if the output ends first or nothing comes for
    /// `BazaarBinary.hangGuardSeconds` (the child hung). Waits for output, never for a time.
    public func read(until text: String) throws {
        while String(decoding: data, as: UTF8.self).range(of: text) == nil {
            let wait = BazaarBinary.waitForInput(on: handle.fileDescriptor)
            let chunk = wait == .ready ? handle.availableData : Data()
            guard !chunk.isEmpty else {
                let printed = String(decoding: data, as: UTF8.self)
                let why = wait == .cancelled ? " (the test was cancelled: its time limit?)" : ""
                throw PseudoTerminal.Failure(description: "no \(text.debugDescription) in the output\(why):\n\(printed)")
            }
            data += chunk
        }
    }

    /// Everything read so far and the rest, to the end (or to the test's cancellation).
    public func readToEnd() -> Data {
        data += BazaarBinary.readToEnd(handle)
        return data
    }
}

/// Waits a test cannot be stuck in once it is cancelled (its suite's time limit passed): each looks whether
/// its task was cancelled at least every `BazaarBinary.slice`. The slices only bound how late a cancellation
/// is seen; what a test asserts never depends on them.
extension BazaarBinary {
    /// How long one wait in a row lasts at most before it looks for cancellation, in milliseconds.
    public static let slice: Int32 = 100

    public enum Wait: Equatable {
        /// There is something to read, or the end of the input.
        case ready
        /// Nothing came within the bound.
        case silent
        /// The test was cancelled first.
        case cancelled
    }

    /// Waits until `descriptor` can be read (data, or its end), for at most `seconds` of silence.
    public static func waitForInput(on descriptor: Int32, seconds: Int32 = hangGuardSeconds) -> Wait {
        var waited: Int32 = 0
        while waited < seconds * 1000 {
            if Task.isCancelled { return .cancelled }
            var ready = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let result = poll(&ready, 1, slice)
            if result > 0 || (result < 0 && errno != EINTR) { return .ready }  // an error: the read reports it
            waited += slice
        }
        return .silent
    }

    /// Reads `handle` to its end, or until the test is cancelled (then returns what it read).
    public static func readToEnd(_ handle: FileHandle) -> Data {
        var data = Data()
        while true {
            switch waitForInput(on: handle.fileDescriptor) {
            case .cancelled: return data
            case .silent: continue  // the child's own guard (the watchdog, the test's limit) ends a hang
            case .ready:
                let chunk = handle.availableData
                if chunk.isEmpty { return data }
                data += chunk
            }
        }
    }

    /// Waits for `process` to exit: for its end, which closes a pipe (`terminationHandler`), not for time to
    /// pass; when the test is cancelled meanwhile, kills it (SIGKILL) so the wait ends.
    public static func waitForExit(_ process: Process) {
        let exited = Pipe()
        process.terminationHandler = { _ in try? exited.fileHandleForWriting.close() }
        // Set before this check: a process that ended before it was set is not running here.
        while process.isRunning {
            if waitForInput(on: exited.fileHandleForReading.fileDescriptor) == .cancelled {
                kill(process.processIdentifier, SIGKILL)
                break
            }
        }
        process.waitUntilExit()
    }
}

extension String {
    /// The text with dates and times replaced by placeholders, so transcripts compare on any day.
    public var withDatesMasked: String {
        replacing(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/, with: "<DATETIME>")
            .replacing(/\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2} UTC/, with: "<DATETIME>")
            .replacing(/\d{4}-\d{2}-\d{2}/, with: "<DATE>")
            .replacing(/\d{4}年\d{1,2}月\d{1,2}日/, with: "<DATE>")
    }
}

/// Work on a thread of its own, whose result `value` waits for.
public final class Background: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result = Data()

    public init(_ work: @escaping @Sendable () -> Data) {
        Thread.detachNewThread { [self] in
            result = work()
            done.signal()
        }
    }

    /// The work's result, once it has finished (read as often as wanted).
    public var value: Data {
        done.wait()
        done.signal()  // so that the next read finds it finished too
        return result
    }
}
