import Models

/// The one way a failure becomes what a person is told, used by every view model: the screen says what it
/// was doing, the error says why, and its cause is never lost (a locked database says so on every screen,
/// and a server that cannot be reached is named).
///
///     FailureMessage.text(error, couldNot: "load item \(id)", cancelled: "Loading cancelled.", notFound: "There is no item \(id).")
enum FailureMessage {
    /// - Parameters:
    ///   - action: what failed, as "Could not \(action)." says it ("load your balance").
    ///   - cancelled: what to say when the person cancelled the work.
    ///   - notFound: what to say when nothing has the id asked for; nil for the general words.
    ///   - otherwise: what to say for a failure the Models do not know (its cause is never shown).
    static func text(
        _ error: any Error, couldNot action: String, cancelled: String, notFound: String? = nil, otherwise: String? = nil
    ) -> String {
        if case ServiceError.notFound = error, let notFound { return notFound }
        return switch error {
        case is CancellationError: cancelled
        case let error as ServiceError: "Could not \(action). \(error)"
        // Its own words say what happened and what to do.
        case let error as any ExplainedError: error.description
        default: otherwise ?? "Could not \(action). \(ServiceError.unavailable)"
        }
    }
}
