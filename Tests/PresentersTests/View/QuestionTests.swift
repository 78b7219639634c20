import Models
import Presenters
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct QuestionTests {
    @Test func aConfirmationIsAnsweredOnceAndLaterAnswersAreIgnored() {
        var answers: [Bool] = []
        let question = Question.confirmation("Buy it?", code: "Test.question") { answers.append($0) }
        #expect(!question.isAnswered)
        question.answer(text: " Y ")
        question.answer(false)
        question.cancel()
        #expect(answers == [true])
        #expect(question.isAnswered)
    }

    @Test(arguments: [
        ("y", true), ("YES", true), (" yes ", true), ("n", false), ("", false), ("maybe", false), ("yess", false), ("はい", true),
        ("ｙ", true), ("ＹＥＳ", true), ("いいえ", false), ("はいはい", false),
    ])
    func onlyAnExplicitYesConfirms(text: String, yes: Bool) {
        var answers: [Bool] = []
        Question.confirmation("Buy it?", code: "Test.question") { answers.append($0) }.answer(text: text)
        #expect(answers == [yes])
    }

    @Test func aSecretIsTheTextTypedOnceAndCancellingGivesNone() {
        var secrets: [Password?] = []
        let question = Question.secret("Password: ", code: "Test.secret") { secrets.append($0) }
        #expect(question.kind == .secret)
        question.answer(text: "s3cret")
        question.answer(secret: Password("other"))
        #expect(secrets == [Password("s3cret")])

        let cancelled = Question.secret("Password: ", code: "Test.secret") { secrets.append($0) }
        cancelled.cancel()
        cancelled.answer(text: "late")
        #expect(secrets == [Password("s3cret"), nil])
    }
}
