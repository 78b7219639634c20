import LineEditing
import Presenters
import REPL
import Testing

@MainActor
@Suite struct TerminalViewTests {
    let output = BufferOutput()

    @Test func showsDisplaysAsLinesAndCountsErrors() {
        let view = TerminalView(output: output, reader: ScriptedReader([]), style: .plain)
        view.show(.heading("Items"))
        view.show(.error("Nope."))
        view.show(.error("Still nope."))
        #expect(output.text == "Items\nError: Nope.\nError: Still nope.\n")
        #expect(view.errorCount == 2)
    }

    @Test func aScriptSeesNoBusyLineSoTranscriptsDoNotDependOnTiming() {
        let view = TerminalView(output: output, reader: ScriptedReader([]), style: .plain)
        view.setBusy("Loading…")
        view.setBusy(nil)
        #expect(output.text == "")
    }

    @Test func aTerminalSeesTheBusyLineUntilTheWorkEnds() {
        let view = TerminalView(output: output, reader: ScriptedReader([], interactive: true), style: Style(usesColor: true))
        view.setBusy("Buying…")
        view.show(.success("Bought."))
        #expect(output.text == "\u{1B}[2mBuying… (Ctrl-C cancels)\u{1B}[0m\r\r\u{1B}[2K\u{1B}[32mBought.\u{1B}[0m\n")
    }

    @Test func withoutColourTheBusyLineIsOverwrittenAcrossEveryColumnItTook() {
        let view = TerminalView(output: output, reader: ScriptedReader([], interactive: true), style: .plain)
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

    @Test(arguments: [("y", true), ("YES", true), (" y ", true), ("n", false), ("", false), ("maybe", false)])
    func confirmAcceptsOnlyAnExplicitYes(answer: String, expected: Bool) {
        let view = TerminalView(output: output, reader: ScriptedReader([.line(answer)]), style: .plain)
        #expect(view.confirm("Buy it?") == expected)
        #expect(output.text == "Buy it? [y/N]\n")
    }

    @Test func confirmAtTheEndOfInputIsNo() {
        let view = TerminalView(output: output, reader: ScriptedReader([]), style: .plain)
        #expect(!view.confirm("Buy it?"))
    }

    @Test func secretsComeFromTheReadersSecretPrompt() {
        let reader = ScriptedReader([])
        reader.secrets = [.line("s3cret"), .interrupted]
        let view = TerminalView(output: output, reader: reader, style: .plain, echoesInput: true)
        #expect(view.readSecret(prompt: "Password: ") == "s3cret")
        #expect(view.readSecret(prompt: "Password: ") == nil)
        #expect(output.text == "", "a secret is never echoed")
    }
}
