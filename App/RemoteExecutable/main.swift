import App
import Remote

// `bazaar-remote`: the same app with the server's use cases (`bazaar --server URL` runs it).
await Bazaar.launch(remote: { RemoteBackend(server: $0).environment })
