import Models

/// Why a server address cannot be used, in English.
extension ServerAddress.Problem {
    public var english: String {
        switch self {
        case let .notAURL(text): "'\(text)' is not a server URL; give one such as http://127.0.0.1:8080 or https://bazaar.example.com."
        case let .unsupportedScheme(scheme): "The server URL must start with http:// or https://, not \(scheme)://."
        case .credentialsInURL: "The server URL must not hold a user name or password; log in at the login screen instead."
        case let .insecure(host):
            "Plain http:// would send your password to \(host) unencrypted; use https://, or --allow-insecure-http if you must."
        }
    }
}
