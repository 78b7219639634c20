import ArgumentParser
import Foundation
public import Models
public import UseCases

/// The server flags: the app on a `bazaar-server`'s use cases instead of a file.
struct ServerOptions: ParsableArguments, Sendable {
    @Option(
        name: .customLong("server"),
        help: ArgumentHelp(AppWords.serverHelp.here, valueName: "url"))
    var server: String?

    @Flag(name: .customLong("allow-insecure-http"), help: ArgumentHelp(AppWords.allowInsecureHTTPHelp.here))
    var allowInsecureHTTP = false
}

/// `--server`: the app on this executable's use cases or `bazaar-remote`'s.
extension Bazaar {
    /// The server's use cases, in the executable that has them (`bazaar-remote`): the environment of the
    /// app on the server at an address.
    public typealias ServerUseCases = @Sendable (ServerAddress) -> UseCaseEnvironment

    /// `launch()` for the executable that has the server's use cases (`bazaar-remote`): `--server` runs the
    /// app on `remote`'s environment. Without it (`bazaar`), `--server` runs `bazaar-remote` instead.
    @MainActor public static func launch(remote: @escaping ServerUseCases) async {
        await launch(serverUseCases: remote)
    }

    /// Refuses flags that disagree on where the data is kept, in this process's language: memory and a file, a
    /// `server` beside either, `--no-demo` with a server, and a server URL that cannot be used. `bazaar-web`,
    /// whose flags are these, checks them here too.
    public static func validateWhereDataIsKept(
        inMemory: Bool, databasePath: String?, server: String?, noDemo: Bool, allowInsecureHTTP: Bool
    ) throws {
        if inMemory && databasePath != nil {
            throw ValidationError(AppWords.inMemoryOrDatabase.here)
        }
        if server != nil, inMemory || databasePath != nil {
            throw ValidationError(AppWords.serverWithFile(flag: inMemory ? "--in-memory" : "--database").here)
        }
        if noDemo, server != nil {
            throw ValidationError(AppWords.noDemoWithServer.here)
        }
        if let server {
            do throws(ServerAddress.Problem) {
                _ = try ServerAddress(server, allowInsecureHTTP: allowInsecureHTTP)
            } catch {
                throw ValidationError(error.text(in: .ofThisProcess))
            }
        }
    }

    /// The server to use: `--server`, else `BAZAAR_SERVER` when no flag chose where data is kept.
    var serverAddressText: String? {
        if let server = serverOptions.server { return server }
        guard !inMemory, databasePath == nil else { return nil }
        return ProcessInfo.processInfo.environment["BAZAAR_SERVER"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Runs the app on the server the flags name, if they name one; nil when data is kept in a file. Without
    /// the server's use cases (`remote` is nil in `bazaar`), `bazaar-remote` runs in this process's place.
    @MainActor
    func runOnServer(_ remote: ServerUseCases?) async -> Int32? {
        guard let address = serverAddressText, let server = try? ServerAddress(address, allowInsecureHTTP: serverOptions.allowInsecureHTTP)
        else { return nil }
        guard let remote else { return RemoteExecutable.run() }
        return await run { remote(server) }
    }
}
