import REPL
import Testing

@Suite(.timeLimit(.minutes(1))) struct StyleTests {
    @Test func colourOnlyOnAColourCapableTerminal() {
        let term = ["TERM": "xterm-256color"]
        #expect(Style.detect(isTerminal: true, environment: term, noColorFlag: false).usesColor)
        #expect(!Style.detect(isTerminal: false, environment: term, noColorFlag: false).usesColor)
        #expect(!Style.detect(isTerminal: true, environment: term, noColorFlag: true).usesColor)
        #expect(!Style.detect(isTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": "1"], noColorFlag: false).usesColor)
        #expect(
            Style.detect(isTerminal: true, environment: ["TERM": "xterm", "NO_COLOR": ""], noColorFlag: false).usesColor,
            "an empty NO_COLOR does not count, as no-color.org says")
        #expect(!Style.detect(isTerminal: true, environment: ["TERM": "dumb"], noColorFlag: false).usesColor)
        #expect(!Style.detect(isTerminal: true, environment: [:], noColorFlag: false).usesColor)
    }
}
