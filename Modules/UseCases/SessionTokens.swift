/// How a server's bearer tokens are made and hashed: at least 128 random bits, and a one-way hash (a server
/// passes Storage's `SessionTokens.live`, beside the password hashing). Tests pass their own.
public struct SessionTokens: Sendable {
    public var make: @Sendable () -> String
    public var hash: @Sendable (_ token: String) -> String

    public init(make: @escaping @Sendable () -> String, hash: @escaping @Sendable (_ token: String) -> String) {
        self.make = make
        self.hash = hash
    }
}
