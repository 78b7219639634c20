import Testing

@testable import LineEditing

/// Wrapping ANSI escapes in a prompt for libedit's `EL_PROMPT_ESC`.
@Suite(.timeLimit(.minutes(1))) struct EditLinePromptTests {
    private let esc = "\u{1B}"
    private let mark = "\u{01}"

    @Test func plainPromptIsUnchanged() {
        #expect(EditLineReader.wrapEscapes("bazaar ¥> ") == "bazaar ¥> ")
        #expect(EditLineReader.wrapEscapes("") == "")
    }

    @Test func colourEscapesAreWrapped() {
        let prompt = "\(esc)[1;32mbazaar\(esc)[0m ¥> "
        #expect(EditLineReader.wrapEscapes(prompt) == "\(mark)\(esc)[1;32m\(mark)bazaar\(mark)\(esc)[0m\(mark) ¥> ")
    }

    @Test func adjacentEscapesShareOnePairOfDelimiters() {
        #expect(EditLinePrompt.wrap("\(esc)[1m\(esc)[32m>") == "\(mark)\(esc)[1m\(esc)[32m\(mark)>")
        #expect(EditLinePrompt.wrap("> \(esc)[0m") == "> \(mark)\(esc)[0m\(mark)")
    }

    @Test func titleAndCharsetSequencesAreWrappedWhole() {
        #expect(EditLinePrompt.wrap("\(esc)]0;Bazaar\u{07}> ") == "\(mark)\(esc)]0;Bazaar\u{07}\(mark)> ")
        #expect(EditLinePrompt.wrap("\(esc)]0;Bazaar\(esc)\\> ") == "\(mark)\(esc)]0;Bazaar\(esc)\\\(mark)> ")
        #expect(EditLinePrompt.wrap("\(esc)(B> ") == "\(mark)\(esc)(B\(mark)> ")
    }

    @Test func truncatedEscapeAtTheEndIsWrapped() {
        #expect(EditLinePrompt.wrap(">\(esc)[1") == ">\(mark)\(esc)[1\(mark)")
        #expect(EditLinePrompt.wrap(">\(esc)") == ">\(mark)\(esc)\(mark)")
    }

    @Test func alreadyWrappedPromptIsUnchanged() {
        let wrapped = "\(mark)\(esc)[1m\(mark)> "
        #expect(EditLinePrompt.wrap(wrapped) == wrapped)
    }

    @Test func stripRemovesDelimitersOnly() {
        let prompt = "\(esc)[1;32mbazaar\(esc)[0m ¥> "
        #expect(EditLinePrompt.strip(EditLinePrompt.wrap(prompt)) == prompt)
    }
}
