/// What a change made at most once for its idempotency key came to: what is kept, and whether an earlier
/// request with the key kept it (a replay, which kept nothing more). A server answers a replay with 200,
/// the change made now with 201.
public struct Kept<Value: Sendable>: Sendable {
    public var value: Value
    public var isReplay: Bool

    public init(_ value: Value, isReplay: Bool) {
        self.value = value
        self.isReplay = isReplay
    }
}

extension Kept: Equatable where Value: Equatable {}
