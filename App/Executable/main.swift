import App

// The `bazaar` executable: the app on this device's store. With --server it runs `bazaar-remote`, built and
// installed beside it, so that this binary never loads the network stack (on Linux, libcurl and some thirty
// libraries that would cost every start about 5 ms).
await Bazaar.launch()
