import EndToEndTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Ctrl-C (SIGINT) during a script: the work in flight is cancelled and the script ends, with status 130.
/// Ctrl-\ (SIGQUIT) ends it quietly with status 131, as at the prompt.
///
/// Each test waits, by reading the program's output, until the program is where the signal should
/// find it: no sleeps.
@Suite(.timeLimit(.minutes(1))) struct ScriptInterruptTests {
    /// How the script reaches the program.
    enum Source: CaseIterable {
        case file, pipe
    }

    /// Starts a script that logs in (each command waiting out a 30 s latency) and then runs `commands`,
    /// from a file or a pipe, and returns once the login's `submit` is echoed: its work is in flight.
    private func startLoggingIn(then commands: [String], from source: Source) throws -> ScriptRun {
        let home = try BazaarBinary.makeHome()
        let script = (BazaarBinary.logIn + commands).joined(separator: "\n") + "\n"
        var arguments = ["--in-memory", "--echo", "--latency", "30s"]
        let stdin = Pipe()
        if source == .file {
            let file = home.appendingPathComponent("script.txt")
            do {
                try Data(script.utf8).write(to: file)
            } catch {
                BazaarBinary.removeHome(home)  // no run owns it yet
                throw error
            }
            arguments += ["-f", file.path]
        } else {
            ChildInput.write(Data(script.utf8), to: stdin.fileHandleForWriting)
        }
        let program = try ScriptRun(arguments, home: home, stdin: stdin)
        try program.read(until: "> submit\n")
        return program
    }

    @Test(arguments: Source.allCases)
    func ctrlCDuringACommandCancelsItAndEndsTheScript(from source: Source) throws {
        let program = try startLoggingIn(then: ["where", "help"], from: source)
        program.interrupt()
        let run = try program.finish()
        #expect(run.status == 130)
        #expect(run.output.hasSuffix("> submit\n"), "nothing after the cancelled login ran")
        #expect(run.errors == "Error: Login cancelled.\n", "a script's errors go to stderr")
    }

    @Test func ctrlCWhileTheScriptWaitsForItsNextLineEndsIt() throws {
        let stdin = Pipe()
        ChildInput.write(Data("where\n".utf8), to: stdin.fileHandleForWriting)
        let program = try ScriptRun(["--in-memory"], home: BazaarBinary.makeHome(), stdin: stdin)
        try program.read(until: "\nlogin\n")
        program.interrupt()
        let run = try program.finish()
        #expect(run.status == 130, "the read waiting on the open pipe woke up and the script ended")
        #expect(run.output.hasSuffix("\nlogin\n"))
    }

    /// Start to the first prompt happens on the main thread alone: the arguments, the database, the first
    /// screen. No thread is started before anything needs one (each costs a scheduling turn on busy cores);
    /// the signal relay's starts once a line has been read and work may run.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task")))
    func theAppWaitsForItsFirstLineOnOneThread() throws {
        let stdin = Pipe()
        let program = try ScriptRun(["--in-memory"], home: BazaarBinary.makeHome(), stdin: stdin)
        try program.read(until: "for every command.\n")
        #expect(try program.threadCount() == 1)
        ChildInput.write(Data("where\n".utf8), to: stdin.fileHandleForWriting)
        try program.read(until: "\nlogin\n")
        program.signal(SIGTERM)
        #expect(try program.finish().status == 128 + SIGTERM, "the relay runs once a line was read")
    }

    @Test func ctrlBackslashWhileTheScriptWaitsForItsNextLineEndsItQuietlyWith131() throws {
        let stdin = Pipe()
        ChildInput.write(Data("where\n".utf8), to: stdin.fileHandleForWriting)
        let program = try ScriptRun(["--in-memory"], home: BazaarBinary.makeHome(), stdin: stdin)
        try program.read(until: "\nlogin\n")
        program.signal(SIGQUIT)
        let run = try program.finish()
        #expect(run.status == 128 + SIGQUIT)
        #expect(run.errors == "", "no crash report")
        #expect(run.output.hasSuffix("\nlogin\n"))
    }

    @Test(arguments: [SIGTERM, SIGHUP])
    func sigtermAndSighupWhileTheScriptWaitsForItsNextLineEndItQuietlyWith128PlusTheSignal(signo: Int32) throws {
        let stdin = Pipe()
        ChildInput.write(Data("where\n".utf8), to: stdin.fileHandleForWriting)
        let program = try ScriptRun(["--in-memory"], home: BazaarBinary.makeHome(), stdin: stdin)
        try program.read(until: "\nlogin\n")
        program.signal(signo)
        let run = try program.finish()
        #expect(run.status == 128 + signo, "143 for SIGTERM, 129 for SIGHUP, in scripts too")
        #expect(run.errors == "", "no crash report")
        #expect(run.output.hasSuffix("\nlogin\n"))
    }

    @Test func aHangupIgnoredWhenTheScriptStartedStaysIgnored() throws {
        let stdin = Pipe()
        ChildInput.write(Data("where\n".utf8), to: stdin.fileHandleForWriting)
        // nohup ignores SIGHUP, then runs bazaar in its own process.
        let program = try ScriptRun(["--in-memory"], home: BazaarBinary.makeHome(), stdin: stdin, launcher: "/usr/bin/nohup")
        try program.read(until: "\nlogin\n")
        program.signal(SIGHUP)
        ChildInput.write(Data("where\n".utf8), to: stdin.fileHandleForWriting)
        let run = try program.finish()
        #expect(run.status == 0, "the hangup changed nothing")
        #expect(run.output.hasSuffix("\nlogin\nlogin\n"), "the line after the hangup ran too")
    }

    @Test(arguments: Source.allCases)
    func ctrlBackslashDuringACommandEndsTheScriptQuietlyWith131(from source: Source) throws {
        let program = try startLoggingIn(then: ["where"], from: source)
        program.signal(SIGQUIT)
        let run = try program.finish()
        #expect(run.status == 128 + SIGQUIT)
        #expect(run.errors == "", "no crash report")
        #expect(run.output.hasSuffix("> submit\n"), "what was shown stays, and nothing after it ran")
    }
}

/// A `bazaar` run whose output a test reads as it comes, to signal the program at the right moment.
private final class ScriptRun {
    private let process = Process()
    private let stdin: Pipe
    private let stdout = Pipe()
    private let stderr = Pipe()
    private let output: OutputReader
    private let home: URL

    /// Runs the app with its own `home`, which goes away with this run.
    /// With a `launcher` (`/usr/bin/nohup`), runs that with the binary's path and `arguments`.
    init(_ arguments: [String], home: URL, stdin: Pipe, launcher: String? = nil) throws {
        self.stdin = stdin
        self.home = home
        output = OutputReader(stdout)
        process.executableURL = launcher.map { URL(fileURLWithPath: $0) } ?? BazaarBinary.url
        process.arguments = (launcher == nil ? [] : [BazaarBinary.url.path]) + arguments
        process.environment = BazaarBinary.environment(home: home)
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        BazaarBinary.removeHome(home)
    }

    /// Reads the program's output until `text` has appeared (see `OutputReader.read(until:)`).
    func read(until text: String) throws {
        try output.read(until: text)
    }

    /// How many threads the program runs now (Linux: its /proc/PID/task entries).
    func threadCount() throws -> Int {
        try FileManager.default.contentsOfDirectory(atPath: "/proc/\(process.processIdentifier)/task").count
    }

    /// Sends SIGINT, as Ctrl-C in the terminal the script was started from would.
    func interrupt() {
        process.interrupt()
    }

    /// Sends `signo` (SIGQUIT: Ctrl-\ in the terminal the script was started from, or `kill -QUIT`).
    func signal(_ signo: Int32) {
        kill(process.processIdentifier, signo)
    }

    /// Ends the input (so a program that missed the signal ends too, and the test fails instead of
    /// hanging), reads the rest of the output and waits for the program to exit.
    func finish() throws -> BazaarBinary.Run {
        try stdin.fileHandleForWriting.close()
        let printed = output.readToEnd()
        if Task.isCancelled { kill(process.processIdentifier, SIGKILL) }  // so the waits below end
        let errors = BazaarBinary.readToEnd(stderr.fileHandleForReading)
        BazaarBinary.waitForExit(process)
        let status = process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
        return BazaarBinary.Run(
            output: String(decoding: printed, as: UTF8.self), errors: String(decoding: errors, as: UTF8.self), status: status)
    }
}
