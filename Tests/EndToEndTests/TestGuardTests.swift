import EndToEndTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// make test's guard (scripts/test-guard.sh), run on a shell command as make test runs it on `swift test`:
/// what a run leaves running when it ends (a server a test could not stop: its process died of a signal, so
/// no `defer` ran) is named and stopped, and a run that passed fails for it.
@Suite(.timeLimit(.minutes(1))) struct TestGuardTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized

    /// `script` run by bash under the guard: its exit status, what it printed and what the guard said.
    static func guarded(_ script: String) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["scripts/test-guard.sh", "/bin/bash", "-c", script]
        process.currentDirectoryURL = root
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        // From a thread that blocks no signal: a child that inherits a blocked SIGCHLD never hears its own end.
        try BazaarBinary.runWithNoSignalBlocked(process)
        let said = output.fileHandleForReading.readDataToEndOfFile()
        let complained = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: said, as: UTF8.self), String(decoding: complained, as: UTF8.self))
    }

    /// Whether process `pid` has ended: it is gone, or a zombie (ended; what is left is its parent's wait, and an
    /// orphan's parent, init, reaps it when it will).
    static func hasEnded(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let end = stat.range(of: ") ", options: .backwards)
        else { return true }
        return stat[end.upperBound...].hasPrefix("Z")
    }

    @Test func aProcessARunLeavesRunningIsNamedStoppedAndFailsARunThatPassed() throws {
        // The process left behind holds none of the run's descriptors: reading the run's output ends with the
        // run, whether or not the guard stops it.
        let run = try Self.guarded(
            #"for fd in /proc/$$/fd/*; do n=${fd##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-"; done; sleep 300 </dev/null >/dev/null 2>&1 & echo $!; exit 0"#
        )
        let pid = try #require(pid_t(run.output.trimmingCharacters(in: .whitespacesAndNewlines)), "the pid: \(run.output)")
        let gone = Self.hasEnded(pid)
        if !gone { kill(pid, SIGKILL) }  // the test stops what it started, whatever the guard did

        #expect(gone, "the guard stopped the process the run left, and it has ended")
        #expect(run.status == 1, "a run that passed but left a process running fails")
        #expect(run.errors.contains("left these running"), "\(run.errors)")
        #expect(run.errors.contains("\(pid) sleep 300"), "the process is named: \(run.errors)")
    }

    @Test func aRunThatLeavesNothingRunningKeepsItsStatusAndSaysNothing() throws {
        let passed = try Self.guarded("exit 0")
        #expect(passed.status == 0 && passed.errors.isEmpty, "\(passed.errors)")
        let failed = try Self.guarded("exit 3")
        #expect(failed.status == 3 && failed.errors.isEmpty, "\(failed.errors)")
    }
}
