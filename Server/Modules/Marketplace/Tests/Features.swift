import MarketplaceServer
import Server
import ServerTesting

extension ServerSuite {
    /// The feature trees the marketplace's server tests serve: its own.
    static var features: [ServerFeature] { [.marketplace] }
}
