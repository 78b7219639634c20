public import App
import MarketplaceRemote  // example
public import Models
import Remote
public import UseCases

// make feature: imports go above this line

extension Bazaar {
    /// The feature trees whose use cases the server serves, each joined by its line here.
    static let remoteFeatures: [RemoteFeature] = [
        .marketplace  // example
        // make feature: features go above this line
    ]

    /// The app's use cases on the bazaar-server at `server`, with a session of their own (its token in memory):
    /// what `--server` runs on, in bazaar-remote and in each browser's session of bazaar-web.
    @Sendable public static func serverEnvironment(_ server: ServerAddress) -> UseCaseEnvironment {
        RemoteBackend(server: server, features: remoteFeatures).environment
    }
}
