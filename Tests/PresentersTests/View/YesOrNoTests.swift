import Models
import Presenters
import Testing

/// A field that is yes or no (`make feature`'s `done:Bool`) reads as a word of the screen's language.
@Suite(.timeLimit(.minutes(1))) struct YesOrNoTests {
    @Test func aFlagIsShownAsYesOrNoInEachLanguage() {
        #expect(PresenterWords.yesOrNo(true).text(in: .english) == "yes")
        #expect(PresenterWords.yesOrNo(false).text(in: .english) == "no")
        #expect(PresenterWords.yesOrNo(true).text(in: .japanese) == "はい")
        #expect(PresenterWords.yesOrNo(false).text(in: .japanese) == "いいえ")
    }
}
