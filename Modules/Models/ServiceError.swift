/// Why loading data failed.
public enum ServiceError: Error, Equatable, Sendable {
    /// Nothing has the requested id.
    case notFound
    /// The service could not be reached or failed.
    case unavailable
    /// The store itself failed, for a reason a person can act on.
    case store(StoreError)
}

extension ServiceError: CustomStringConvertible {
    /// One line a person can act on.
    public var description: String {
        switch self {
        case .notFound: "Not found."
        case .unavailable: "The service is unavailable. Try again."
        case let .store(error): error.description
        }
    }
}
