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
    /// A change (a purchase, a new record) may or may not have been kept, and nobody can say yet: never
    /// "nothing was done". With a `server`: the request reached the server at that address, or may have, and
    /// no answer said (even after asking again with the same idempotency key). Without one: the store lost
    /// the answer to its commit, or gave up on work that had begun, and could not learn what it came to.
    case outcomeUnknown(server: String?)
    /// The idempotency key came with another request than the one it was first used for (another item to
    /// buy, another record to keep): refused, and nothing was done. A client makes a new key for each change
    /// it means, and sends it again only with a retry of that change.
    case idempotencyKeyReused
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
        case .outcomeUnknown: "ServiceError.outcomeUnknown"
        case .idempotencyKeyReused: "ServiceError.idempotencyKeyReused"
        }
    }
}
