public import Models

/// The one way a failure becomes what a person is told (and, by its code, what a program is told), used by every view model: the screen says what it
/// was doing, the error says why, and its cause is never lost (a locked database says so on every screen,
/// and a server that cannot be reached is named).
///
///     FailureMessage.text(error, couldNot: .loadItem(id), cancelled: .loadingCancelled, notFound: .noItem(id), in: language)
public enum FailureMessage {
    /// - Parameters:
    ///   - action: what failed, as "Could not …." says it (`.loadBalance`: "load your balance").
    ///   - cancelled: what to say when the person cancelled the work.
    ///   - notFound: what to say when nothing has the id asked for; nil for the general words.
    ///   - otherwise: what to say for a failure the Models do not know (its cause is never shown).
    ///   - language: the language to say it in.
    public static func text(
        _ error: any Error, couldNot action: ViewModelWords, cancelled: ViewModelWords, notFound: ViewModelWords? = nil,
        otherwise: (any ExplainedError)? = nil, in language: Language
    ) -> Alert {
        text(
            error, couldNot: action as any Words, cancelled: cancelled as any Words, notFound: notFound, otherwise: otherwise, in: language)
    }

    /// The same, for a feature's words (`couldNot: NotesViewModelWords.loadNotes`).
    public static func text(
        _ error: any Error, couldNot action: any Words, cancelled: any Words, notFound: (any Words)? = nil,
        otherwise: (any ExplainedError)? = nil, in language: Language
    ) -> Alert {
        if case ServiceError.notFound = error, let notFound { return Alert(notFound, in: language) }
        let action = ViewModelWords.Action(action)
        return switch error {
        case is CancellationError: Alert(cancelled, in: language)
        // Never "could not": it may have been done. Its own words say so, and what to do.
        case ServiceError.outcomeUnknown(let server): Alert(ServiceError.outcomeUnknown(server: server), in: language)
        // The cause's code: a program knows a locked database from a server that did not answer.
        case let error as ServiceError: Alert(code: error.code, text: language.say(.couldNot(action, because: error)))
        // Its own words say what happened and what to do.
        case let error as any ExplainedError: language.alert(error)
        default:
            otherwise.map { language.alert($0) }
                ?? Alert(code: ServiceError.unavailable.code, text: language.say(.couldNot(action, because: .unavailable)))
        }
    }
}
