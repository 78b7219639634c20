public import Foundation

/// Where the server is: an `http` or `https` URL checked before anything is sent to it.
///
/// Plain `http` carries the password and the session's token readably, so it is accepted only for a server on
/// this machine (a loopback host) unless the person says `--allow-insecure-http`. A URL holding a user name
/// or password is refused: it would sit in the shell's history and in `ps`.
public struct ServerAddress: Sendable, Hashable, CustomStringConvertible {
    /// The URL requests go to (the contract's paths are added to it).
    public let url: URL

    /// Why a text is not a server address; each says what to type instead.
    public enum Problem: Error, Equatable, Words, CustomStringConvertible {
        case notAURL(String)
        case unsupportedScheme(String)
        case credentialsInURL
        case insecure(host: String)
        /// A query or fragment, which requests would carry in front of every path they add.
        case queryOrFragment

        /// Its English, for logs.
        public var description: String { english }

        /// A stable code for a program: `ServerAddress.notAURL`.
        public var code: String {
            switch self {
            case .notAURL: "ServerAddress.notAURL"
            case .unsupportedScheme: "ServerAddress.unsupportedScheme"
            case .credentialsInURL: "ServerAddress.credentialsInURL"
            case .insecure: "ServerAddress.insecure"
            case .queryOrFragment: "ServerAddress.queryOrFragment"
            }
        }
    }

    /// Checks `text`; `allowInsecureHTTP` accepts plain `http` for a host that is not this machine.
    public init(_ text: String, allowInsecureHTTP: Bool = false) throws(Problem) {
        // Before any other check, whose message repeats the text: a password typed in it never reaches one.
        guard !Self.authority(of: text).contains("@") else { throw .credentialsInURL }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), let host = url.host, !host.isEmpty else {
            throw .notAURL(text)
        }
        guard scheme == "http" || scheme == "https" else { throw .unsupportedScheme(scheme) }
        guard url.query == nil, url.fragment == nil else { throw .queryOrFragment }
        if scheme == "http", !allowInsecureHTTP, !Self.isLoopback(host) { throw .insecure(host: host) }
        self.url = url
    }

    /// The address as a person typed it, less any trailing slash: what error messages name.
    public var description: String {
        var text = url.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }

    /// The part of `text` that names the server, user name and password included: after the `//` that
    /// begins it (from the start, without one), up to the path, the query or the fragment. A URL has a user
    /// name or password only there.
    static func authority(of text: String) -> Substring {
        let start = text.range(of: "//")?.upperBound ?? text.startIndex
        return text[start...].prefix { !"/?#".contains($0) }
    }

    /// Whether `host` names this machine: `localhost`, 127.0.0.0/8 or `::1`.
    static func isLoopback(_ host: String) -> Bool {
        let host = host.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        if host == "localhost" || host.hasSuffix(".localhost") || host == "::1" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
