/// Proof of a successful login: who is signed in.
public struct Session: Hashable, Sendable {
    /// The signed-in user.
    public let user: User

    public init(user: User) {
        self.user = user
    }
}
