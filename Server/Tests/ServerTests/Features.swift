import MarketplaceServer  // example
import Server
import ServerTesting

extension ServerSuite {
    /// The feature trees the server's tests serve, each joined by its line here.
    static var features: [ServerFeature] {
        [
            .marketplace  // example
        ]
    }
}
