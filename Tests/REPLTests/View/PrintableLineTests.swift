import Testing

@testable import REPL

@Suite(.timeLimit(.minutes(1))) struct PrintableLineTests {
    @Test(
        arguments: [
            ("items\u{1B}[A", "items^[[A"), ("bell\u{7}", "bell^G"), ("\u{0}nul", "^@nul"), ("del\u{7F}", "del^?"),
            ("a\rb", "a^Mb"), ("next\u{85}line", "next\\u{85}line"), ("tab\there", "tab here"), ("it\u{FFFD}", "it\u{FFFD}"),
            ("café 急須", "café 急須"),
        ])
    func controlCharactersAreShownNotSent(line: String, expected: String) {
        #expect(PrintableLine.render(line) == expected)
    }

    @Test func longLinesAreCutWithAnEllipsis() {
        let fits = String(repeating: "a", count: PrintableLine.maximumCharacters)
        #expect(PrintableLine.render(fits) == fits)
        #expect(PrintableLine.render(fits + "b") == fits + "…")
        #expect(PrintableLine.render(String(repeating: "\u{1B}", count: 100)) == String(repeating: "^[", count: 30) + "…")
    }
}
