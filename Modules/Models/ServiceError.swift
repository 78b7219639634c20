/// Why loading data failed.
public enum ServiceError: Error, Equatable, Sendable {
    /// Nothing has the requested id.
    case notFound
    /// The service could not be reached or failed.
    case unavailable
    /// The store itself failed, for a reason a person can act on.
    case store(StoreError)
    /// The server at this address did not answer: not running, refused, too slow, or gone mid-request.
    case unreachable(server: String)
    /// The service is busy with as much work of this kind as it takes at once (checking passwords, say):
    /// nothing was done; try again after this many seconds.
    case busy(retryAfterSeconds: Int)
}

extension ServiceError: Words, CustomStringConvertible {
    /// Its English, for logs and servers.
    public var description: String { english }
}

extension ServiceError {
    /// A stable code for a program: `ServiceError.unavailable`; a store's failure is its own code.
    public var code: String {
        switch self {
        case .notFound: "ServiceError.notFound"
        case .unavailable: "ServiceError.unavailable"
        case let .store(error): error.code
        case .unreachable: "ServiceError.unreachable"
        case .busy: "ServiceError.busy"
        }
    }
}
