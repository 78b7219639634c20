import Presenters
import Testing
import TextShell

@Suite(.timeLimit(.minutes(1))) struct LineProblemTests {
    @Test func ordinaryLinesPassTrimmedAndCRLFIsAccepted() {
        #expect(LineProblem.check("items") == .success("items"))
        #expect(LineProblem.check("  items \r") == .success("items"))
        #expect(LineProblem.check("search café 急須") == .success("search café 急須"))
        #expect(LineProblem.check("search\ttea") == .success("search tea"))
        #expect(LineProblem.check("\tsearch\t\ttea\t") == .success("search  tea"), "inner tabs become spaces, outer ones go")
        #expect(LineProblem.check(" \t \u{3000}") == .success(""), "whitespace alone, an ideographic space too, is a blank line")
        #expect(LineProblem.check("\u{3000}急須\u{3000}") == .success("急須"))
    }

    @Test func linesOverTheLimitAreRefusedWithTheirLength() {
        let limit = LineProblem.maximumBytes
        #expect(LineProblem.check(String(repeating: "a", count: limit)) == .success(String(repeating: "a", count: limit)))
        #expect(LineProblem.check(String(repeating: "a", count: limit + 1)) == .failure(.tooLong(bytes: limit + 1)))
        #expect(LineProblem.check(String(repeating: "急", count: 1_366)) == .failure(.tooLong(bytes: 4_098)), "bytes, not characters")
        #expect(LineProblem.tooLong(bytes: 5000).description == "Line too long (5000 bytes); the limit is 4096 bytes.")
        #expect(LineProblem.invalidUTF8.description == "Line is not valid UTF-8; it was ignored.")
    }

    @Test(arguments: ["\u{1B}[A", "a\u{0}", "\u{7}", "a\u{7F}", "\u{85}"])
    func controlCharactersAreRefused(line: String) {
        #expect(LineProblem.check(line) == .failure(.controlCharacters))
    }
}
