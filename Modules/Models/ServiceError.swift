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
}

extension ServiceError: CustomStringConvertible {
    /// One line a person can act on.
    public var description: String {
        switch self {
        case .notFound: "Not found."
        case .unavailable: "The service is unavailable. Try again."
        case let .store(error): error.description
        case let .unreachable(server): "Cannot reach the server at \(server). Check that it is running, then try again."
        }
    }
}
