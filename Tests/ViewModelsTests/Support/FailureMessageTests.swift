import Models
import Testing

@testable import ViewModels

@Suite(.timeLimit(.minutes(1))) struct FailureMessageTests {
    /// An error of a new feature's own that explains itself: shown as it is, like the Models' own.
    private struct NoticeBoardClosed: ExplainedError {
        var description: String { "The notice board is closed on Sundays. Try again on Monday." }
    }

    @Test func anErrorThatExplainsItselfIsShownInItsOwnWords() {
        let said = FailureMessage.text(NoticeBoardClosed(), couldNot: "load the notices", cancelled: "Cancelled.")
        #expect(said == "The notice board is closed on Sundays. Try again on Monday.")
    }

    @Test func theModelsErrorsExplainThemselvesAndAServiceFailureKeepsItsCause() {
        let wrong = FailureMessage.text(LoginError.invalidCredentials, couldNot: "log in", cancelled: "Cancelled.")
        #expect(wrong == LoginError.invalidCredentials.description)
        let locked = FailureMessage.text(ServiceError.unavailable, couldNot: "load the notices", cancelled: "Cancelled.")
        #expect(locked == "Could not load the notices. \(ServiceError.unavailable)")
    }

    /// Anything else keeps its cause to itself: the general words, or the screen's own.
    @Test func aFailureTheModelsDoNotKnowIsNotShownAsItIs() {
        struct Internal: Error, CustomStringConvertible { var description: String { "SQLITE_IOERR at page 7" } }
        let said = FailureMessage.text(Internal(), couldNot: "load the notices", cancelled: "Cancelled.")
        #expect(said == "Could not load the notices. \(ServiceError.unavailable)")
    }
}
