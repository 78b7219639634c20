/// The version `bazaar --version` prints.
enum BazaarVersion {
    static let current = "0.1.0"
}
