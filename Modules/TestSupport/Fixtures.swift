public import Models

/// Sample values for tests, so every test builds the same demo user the same way.
public enum Fixtures {
    /// The demo user.
    public static let demoUser = User(id: User.ID(1), email: EmailAddress("demo@bazaar.dev")!, displayName: "Demo")
    /// A session for the demo user.
    public static let demoSession = Session(user: demoUser)
}
