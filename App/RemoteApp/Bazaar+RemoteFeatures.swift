public import App
public import Models
import Remote
public import UseCases

extension Bazaar {
    /// The app's use cases on the bazaar-server at `server`, with a session of their own (its token in memory):
    /// what `--server` runs on, in bazaar-remote and in each browser's session of bazaar-web.
    @Sendable public static func serverEnvironment(_ server: ServerAddress, forwardingFor client: String? = nil) -> UseCaseEnvironment {
        RemoteBackend(server: server, features: remoteFeatures, forwardingFor: client).environment
    }
}
