import MarketplaceServer  // example
import Server
import ServerTesting

// make feature: imports go above this line

extension ServerSuite {
    /// The feature trees the server's tests serve, each joined by its line here.
    static var features: [ServerFeature] {
        [
            .marketplace  // example
            // make feature: features go above this line
        ]
    }
}
