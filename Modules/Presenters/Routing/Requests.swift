public import Models

/// What the signed-out flow's screens ask for. Presenters only ask; the coordinator decides.
public enum AuthRequest: Equatable, Sendable {
    /// Login succeeded: leave the signed-out flow with this session.
    case loggedIn(Session)
}

/// What the signed-in flow's screens ask for. Presenters only ask; the coordinator decides.
public enum MainRequest: Equatable, Sendable {
    /// Show this route above the screen that asks.
    case show(MainRoute)
    /// Leave this screen for the one below it: it has nothing to show (what it was opened for could not be loaded).
    case back
    /// Leave this screen for the one the person was on before asking for it: what it was opened for does
    /// not exist (`open items/999` from home goes back home, not to the list of items).
    case notThere
}
