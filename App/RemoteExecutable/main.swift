import App
import RemoteApp

// `bazaar-remote`: the same app with the server's use cases (`bazaar --server URL` runs it).
await Bazaar.launch(remote: { Bazaar.serverEnvironment($0) })
