import EndToEndTesting
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A core file of a process that was given a password holds it in plain text, so `bazaar` allows none: it
/// is checked on the running binary, through what Linux says of it in /proc.
@Suite(.timeLimit(.minutes(1))) struct CoreDumpTests {
    /// Started by a shell that allows core files (`ulimit -c unlimited`, as a developer's shell may), and as
    /// a user other than root, so that who owns its /proc entries tells whether it is dumpable. That user
    /// runs `binary`: a copy of bazaar in a folder anyone may enter, since the checkout may be in a private
    /// one (a `mktemp -d` folder, as make check-generators makes).
    static func launcher(running binary: URL) -> [String] {
        let allowingCores = ["/bin/sh", "-c", #"ulimit -c unlimited && exec "$0" "$@""#]
        guard getuid() == 0 else { return allowingCores }
        let copy = ["/bin/sh", "-c", "ulimit -c unlimited && exec '\(binary.path)' \"$@\""]
        return ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"] + copy
    }

    /// Copies `binary` to `destination` without this process ever holding the new file open for writing:
    /// `cp` makes the copy, in a process of its own. A file copied here could not be run at once: any child
    /// another test was starting at that moment inherits the open descriptor until it executes, and running
    /// a file open for writing fails ("Text file busy"). Never a hard link: a test that changed the link's
    /// mode (removing a home makes everything in it 0700) would change the built binary's too.
    static func place(_ binary: URL, at destination: URL) throws {
        let copy = Process()
        copy.executableURL = URL(fileURLWithPath: "/bin/cp")
        copy.arguments = [binary.path, destination.path]
        try copy.run()
        copy.waitUntilExit()
        guard copy.terminationStatus == 0 else {
            throw PseudoTerminal.Failure(description: "cp \(binary.path) \(destination.path) exited with \(copy.terminationStatus)")
        }
    }

    static var canLook: Bool {
        FileManager.default.fileExists(atPath: "/proc/self/limits")
            && (getuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"))
    }

    @Test(.enabled(if: canLook))
    func aProcessHoldingAPasswordAllowsNoCoreFileAndIsNotDumpable() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bazaar-e2e-core-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        defer { try? FileManager.default.removeItem(at: folder) }
        let binary = folder.appendingPathComponent("bazaar")
        try Self.place(BazaarBinary.url, at: binary)
        let client = try JSONLinesClient(["--json", "--in-memory"], launcher: Self.launcher(running: binary))
        try client.readResponse()
        try client.send(["command": "email demo@bazaar.dev"])
        try client.send(["command": "password bazaar-demo"])
        let pid = client.processIdentifier

        // Read while it runs, holding the password and waiting for the next request.
        let limits = try String(contentsOfFile: "/proc/\(pid)/limits", encoding: .utf8)
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        let owner = try FileManager.default.attributesOfItem(atPath: "/proc/\(pid)/status")[.ownerAccountID] as? Int
        try client.send(["command": "quit"])
        #expect(try client.finish().status == 0)

        let core = limits.split(separator: "\n").first { $0.hasPrefix("Max core file size") }
        #expect(core?.split(whereSeparator: \.isWhitespace).suffix(3) == ["0", "0", "bytes"], "soft and hard limit 0: \(core ?? "")")
        let uid = status.split(separator: "\n").first { $0.hasPrefix("Uid:") }?.split(whereSeparator: \.isWhitespace).dropFirst().first
        #expect(uid.map(String.init) != "0", "it runs as a user other than root")
        #expect(owner == 0, "a process that is not dumpable has its /proc entries owned by root, not by its user (uid \(uid ?? "?"))")
    }
}
