import App
import Remote

// `bazaar-remote`: the same app with the server's use cases (`bazaar --server URL` runs it).
Bazaar.remote = { RemoteBackend(server: $0).environment }
await Bazaar.launch()
