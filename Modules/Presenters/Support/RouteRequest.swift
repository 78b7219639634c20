public import Models

/// Where a presenter asks to go. Presenters only ask; the coordinator decides what happens.
public enum RouteRequest: Equatable, Sendable {
    /// Login succeeded: leave the login flow with this session.
    case loggedIn(Session)
    case items
    case item(Item.ID)
    case transactions
    case transaction(Transaction.ID)
    /// Leave this screen for the one below it: it has nothing to show (what it was opened for
    /// could not be loaded).
    case back
    /// End the session and go back to login.
    case logout
}
