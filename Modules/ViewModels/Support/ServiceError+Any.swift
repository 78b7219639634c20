import Models

extension ServiceError {
    /// `error` as a service error a person can be told about: itself, or `.unavailable` for anything else.
    init(_ error: any Error) {
        self = error as? ServiceError ?? .unavailable
    }
}
