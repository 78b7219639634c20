import Models

/// One request from a browser, as the web front end reads it: the program serving it (bazaar-web, on
/// Hummingbird) fills it in, so that what a page does is decided and tested here, without a socket.
public struct WebRequest: Sendable {
    public enum Method: Sendable, Equatable {
        case get
        case post
        /// Any other method: answered 405.
        case other(String)
    }

    public var method: Method
    /// The path, decoded, without the query: `/items/3`.
    public var path: String
    /// The request's cookies by name (`Cookie: a=1; b=2`).
    public var cookies: [String: String]
    /// A POST's form fields (`application/x-www-form-urlencoded`), in order.
    public var form: [(name: String, value: String)]
    /// `Accept-Language`, for a new session's language.
    public var acceptLanguage: String?
    /// The address it came from, as the program serving it saw it (empty when unknown): a new session's, whose
    /// failed logins it counts (`WebSite`'s `environment`).
    public var client: String

    public init(
        method: Method, path: String, cookies: [String: String] = [:], form: [(name: String, value: String)] = [],
        acceptLanguage: String? = nil, client: String = ""
    ) {
        self.method = method
        self.path = path
        self.cookies = cookies
        self.form = form
        self.acceptLanguage = acceptLanguage
        self.client = client
    }

    /// The first form field named `name`.
    public func field(_ name: String) -> String? {
        form.first { $0.name == name }?.value
    }

    /// The cookies of a `Cookie` header: `name=value` pairs split by `;`.
    public static func cookies(_ header: String?) -> [String: String] {
        var cookies: [String: String] = [:]
        for pair in (header ?? "").split(separator: ";") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = String(parts[0]).trimmingWhitespace()
            if cookies[name] == nil { cookies[name] = String(parts[1]).trimmingWhitespace() }
        }
        return cookies
    }

    /// The fields of an `application/x-www-form-urlencoded` body; nil when it is not one (bad percent escapes,
    /// not UTF-8).
    public static func formFields(_ body: [UInt8]) -> [(name: String, value: String)]? {
        var fields: [(name: String, value: String)] = []
        for pair in body.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decoded(parts[0]), let value = parts.count == 2 ? decoded(parts[1]) : "" else { return nil }
            fields.append((name, value))
        }
        return fields
    }

    /// `bytes` with `+` as a space and `%XX` as its byte, read as UTF-8.
    static func decoded(_ bytes: ArraySlice<UInt8>) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "+") {
                out.append(UInt8(ascii: " "))
            } else if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex,
                    let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else { return nil }
                out.append(high << 4 | low)
                index += 2
            } else {
                out.append(byte)
            }
            index += 1
        }
        return String(validating: out, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

/// What the web front end answers: a status, headers and a body (a page, a redirect's empty body, the style sheet).
public struct WebResponse: Sendable, Equatable {
    public var status: Int
    public var headers: [String: String]
    public var body: String

    public init(status: Int, headers: [String: String] = [:], body: String = "") {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
