import AppTesting
import JSONLines
import Models
import Presenters
import Testing

/// The JSON Lines view on its own: what a presenter's calls become on the wire.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct JSONLinesViewTests {
    let output = EventBuffer()

    @Test func busyIsWrittenOncePerLabelAndIdleOnceWhenTheWorkEnds() {
        let view = JSONLinesView(output: output)
        view.setBusy("Loading items…")
        view.setBusy("Loading items…")
        view.setBusy("Loading page 2…")
        view.setBusy(nil)
        view.setBusy(nil)
        #expect(
            output.take() == [
                #"{"type":"busy","label":"Loading items…"}"#, #"{"type":"busy","label":"Loading page 2…"}"#, #"{"type":"idle"}"#,
            ])
    }

    @Test func aNewQuestionAnswersTheOneStillWaitingNoFirst() {
        let view = JSONLinesView(output: output)
        var answers: [String] = []
        view.ask(.confirmation("Buy it?", code: "Test.question") { answers.append("buy: \($0)") })
        view.ask(.secret("Password: ", code: "Test.secret") { answers.append("secret: \($0 == nil ? "none" : "given")") })
        #expect(answers == ["buy: false"], "the first question was answered no when the second was asked")
        #expect(
            output.take() == [
                #"{"type":"question","code":"Test.question","prompt":"Buy it?","answers":["yes","no"]}"#,
                #"{"type":"secret","code":"Test.secret","prompt":"Password:"}"#,
            ])
    }
}
