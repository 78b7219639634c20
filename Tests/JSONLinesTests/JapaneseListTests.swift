import JSONLines
import Models
import Testing
import TextShell

/// A list in a Japanese sentence is separated as Japanese writes one (`、`), in JSON Lines' words and the shell's.
@Suite(.timeLimit(.minutes(1))) struct JapaneseListTests {
    @Test func aListInJapaneseIsSeparatedWithTheJapaneseComma() {
        let asked = JSONWords.answerWith(["yes", "no", "later"]).text(in: .japanese)
        #expect(asked.hasPrefix("'yes'、'no' か 'later'"), "\(asked)")
        let paths = ShellWords.unknownPath("x", paths: ["home", "items"]).text(in: .japanese)
        #expect(paths.contains("home、items") && !paths.contains(", "), "\(paths)")
        #expect(JSONWords.answerWith(["yes", "no", "later"]).text(in: .english).hasPrefix("Answer 'yes', 'no' or 'later'"))
    }
}
