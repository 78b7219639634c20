import AppTesting
import Models
import Presenters
import REPL
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1))) struct TerminalViewTests {
    let output = BufferOutput()

    @Test func showsDisplaysAsLinesAndCountsErrors() {
        let view = TerminalView(output: output, style: .plain, showsBusy: false)
        view.show(.heading("Items"))
        view.show(.error(Alert(code: "Test.alert", text: "Nope.")))
        view.show(.error(Alert(code: "Test.alert", text: "Still nope.")))
        #expect(output.text == "Items\nError: Nope.\nError: Still nope.\n")
        #expect(view.errorCount == 2)
    }

    @Test func aScriptSeesNoBusyLineSoTranscriptsDoNotDependOnTiming() {
        let view = TerminalView(output: output, style: .plain, showsBusy: false)
        view.setBusy("Loading…")
        view.setBusy(nil)
        #expect(output.text == "")
    }

    @Test func aTerminalSeesTheBusyLineUntilTheWorkEnds() {
        let view = TerminalView(output: output, style: Style(usesColor: true), showsBusy: true)
        view.setBusy("Buying…")
        view.show(.success("Bought."))
        #expect(output.text == "\u{1B}[2mBuying… (Ctrl-C cancels)\u{1B}[0m\r\r\u{1B}[2K\u{1B}[32mBought.\u{1B}[0m\n")
    }

    @Test func withoutColourTheBusyLineIsOverwrittenAcrossEveryColumnItTook() {
        let view = TerminalView(output: output, style: .plain, showsBusy: true)
        view.setBusy("Buying Mechanical keyboard, brown switches, and a Kyūsu teapot 急須…")
        view.setBusy("Loading…")
        view.show(.success("Bought."))
        let first = "Buying Mechanical keyboard, brown switches, and a Kyūsu teapot 急須… (Ctrl-C cancels)"
        let second = "Loading… (Ctrl-C cancels)"
        #expect(
            output.text
                == first + "\r\r" + String(repeating: " ", count: first.count + 2) + "\r"
                + second + "\r\r" + String(repeating: " ", count: second.count) + "\rBought.\n",
            "each label is erased whole (the wide characters take two columns each), with no escape codes")
    }

    @Test func aQuestionIsKeptForTheSessionAndANewOneAnswersTheOldOneNo() {
        let view = TerminalView(output: output, style: .plain, showsBusy: false)
        var answers: [Bool] = []
        view.ask(.confirmation("Buy it?", code: "Test.question") { answers.append($0) })
        view.ask(.confirmation("Buy that?", code: "Test.question") { answers.append($0) })
        #expect(answers == [false], "an unanswered question is answered no when another comes")
        let question = view.takeQuestion()
        #expect(question?.prompt == "Buy that?")
        #expect(view.takeQuestion() == nil)
        question?.answer(text: "yes")
        #expect(answers == [false, true])
        #expect(output.text == "", "the view draws nothing for a question; the session asks it")
    }

    @Test func errorsGoWhereTheyAreToldAndStillCount() {
        let errors = BufferOutput()
        let view = TerminalView(output: output, style: .plain, showsBusy: false, errors: errors)
        view.show(.line("Fine."))
        view.show(.error(Alert(code: "Test.alert", text: "Nope.")))
        #expect(output.text == "Fine.\n")
        #expect(errors.text == "Error: Nope.\n")
        #expect(view.errorCount == 1)
    }

    @Test func aBusyLineWiderThanTheTerminalIsCutToOneRowAndErasedWhole() {
        let view = TerminalView(output: output, style: .plain, showsBusy: true, columns: { 20 })
        view.setBusy("Buying Mechanical keyboard 急須")
        view.setBusy(nil)
        let cut = "Buying Mechanical …"
        #expect(output.text == cut + "\r\r" + String(repeating: " ", count: 19) + "\r", "19 columns: the row never wraps")
    }
}
