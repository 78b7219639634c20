import App
import MarketplaceRemote  // example
import Remote

// `bazaar-remote`: the same app with the server's use cases (`bazaar --server URL` runs it).

/// The feature trees whose use cases the server serves, each joined by its line here.
let features: [RemoteFeature] = [
    .marketplace  // example
]
await Bazaar.launch(remote: { RemoteBackend(server: $0, features: features).environment })
