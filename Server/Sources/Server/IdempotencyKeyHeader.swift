public import Models

extension IdempotencyKey {
    /// The key an `Idempotency-Key` header holds; a 400 problem for a header that is not one.
    public init(header: String) throws(BadRequest) {
        guard let key = Self(header) else {
            throw BadRequest(
                "Idempotency-Key must be 1 to \(Self.maximumLength) letters, digits, '-', '.', '_' or '~', such as a UUID.")
        }
        self = key
    }
}
