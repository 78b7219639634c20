import Foundation
import REPL

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `bazaar --server URL` runs `bazaar-remote`, the app with the server's use cases, in its own place: the
/// executable beside this one, given the same arguments and environment. `bazaar` thus never links the
/// network stack, which on Linux (URLSession is libcurl there) loads some thirty libraries whose
/// initialisers would cost every start about 5 ms and 10 MiB.
enum RemoteExecutable {
    static let name = "bazaar-remote"

    /// Replaces this process with `bazaar-remote`; returns (1) only when that cannot be done, after one line
    /// saying what to do.
    @MainActor static func run() -> Int32 {
        let folder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent()
        guard let path = folder?.appendingPathComponent(name).path, FileManager.default.isExecutableFile(atPath: path) else {
            Console.printError(AppWords.remoteMissing(name: name).here)
            return 1
        }
        let arguments = [path] + CommandLine.arguments.dropFirst()
        var argv = arguments.map { strdup($0) } + [nil]
        execv(path, &argv)
        let reason = String(cString: strerror(errno))
        argv.forEach { free($0) }
        Console.printError(AppWords.cannotRun(path: path, reason: reason).here)
        return 1
    }
}
