import Models
import Testing

@testable import ViewModels

@Suite(.timeLimit(.minutes(1))) struct FailureMessageTests {
    /// An error of a new feature's own that explains itself: shown as it is, like the Models' own, in the
    /// language asked for.
    private struct NoticeBoardClosed: ExplainedError {
        var english: String { "The notice board is closed on Sundays. Try again on Monday." }
        var japanese: String { "掲示板は日曜日は閉まっています。月曜日にもう一度お試しください。" }
        var code: String { "NoticeBoard.closed" }
    }

    /// A screen's own words for its work (the login screen's, in its tree).
    private enum LoginWords: Words {
        case logIn, loginCancelled
        var english: String { self == .logIn ? "log in" : "Login cancelled." }
        var japanese: String { self == .logIn ? "ログイン" : "ログインを取り消しました。" }
    }

    @Test func anErrorThatExplainsItselfIsShownInItsOwnWordsInEachLanguage() {
        let english = FailureMessage.text(
            NoticeBoardClosed(), couldNot: LoginWords.logIn, cancelled: LoginWords.loginCancelled, in: .english)
        #expect(english == Alert(code: "NoticeBoard.closed", text: "The notice board is closed on Sundays. Try again on Monday."))
        let japanese = FailureMessage.text(
            NoticeBoardClosed(), couldNot: LoginWords.logIn, cancelled: LoginWords.loginCancelled, in: .japanese)
        #expect(japanese.text == "掲示板は日曜日は閉まっています。月曜日にもう一度お試しください。")
    }

    @Test func theModelsErrorsExplainThemselvesAndAServiceFailureKeepsItsCause() {
        let wrong = FailureMessage.text(
            LoginError.invalidCredentials, couldNot: LoginWords.logIn, cancelled: LoginWords.loginCancelled, in: .english)
        #expect(wrong == Alert(code: "LoginError.invalidCredentials", text: "Wrong email or password."))
        let locked = FailureMessage.text(
            ServiceError.store(.busy), couldNot: LoginWords.logIn, cancelled: LoginWords.loginCancelled, in: .english)
        #expect(locked == Alert(code: "StoreError.busy", text: "Could not log in. \(StoreError.busy.english)"), "the cause's code")
        let japanese = FailureMessage.text(
            ServiceError.store(.busy), couldNot: LoginWords.logIn, cancelled: LoginWords.loginCancelled, in: .japanese)
        #expect(japanese.text == "ログインに失敗しました。\(StoreError.busy.japanese)")
    }

    /// Anything else keeps its cause to itself: the general words, or the screen's own.
    @Test func aFailureTheModelsDoNotKnowIsNotShownAsItIs() {
        struct Internal: Error, CustomStringConvertible { var description: String { "SQLITE_IOERR at page 7" } }
        let said = FailureMessage.text(Internal(), couldNot: LoginWords.logIn, cancelled: LoginWords.loginCancelled, in: .english)
        #expect(said == Alert(code: "ServiceError.unavailable", text: "Could not log in. \(ServiceError.unavailable)"))
    }
}
