import Testing

@testable import LineEditing

/// The pure part of Tab completion: words, common prefixes, actions, columns.
@Suite(.timeLimit(.minutes(1))) struct EditLineCompletionTests {
    @Test(arguments: [
        ("buy ite", "ite"), ("buy ", ""), ("", ""), ("items", "items"), ("a  b\tcé", "cé"),
    ])
    func currentWordIsTheLastToken(text: String, word: String) {
        #expect(EditLineCompletion.currentWord(in: text) == word)
    }

    @Test func commonPrefix() {
        #expect(EditLineCompletion.commonPrefix(["items", "itemize", "item-info"]) == "item")
        #expect(EditLineCompletion.commonPrefix(["login", "logout"]) == "log")
        #expect(EditLineCompletion.commonPrefix(["café", "cafeteria"]) == "caf")
        #expect(EditLineCompletion.commonPrefix(["abc", "xyz"]) == "")
        #expect(EditLineCompletion.commonPrefix(["only"]) == "only")
        #expect(EditLineCompletion.commonPrefix([String]()) == "")
    }

    @Test func oneCandidateReplacesTheWordAndAddsASpace() {
        let action = EditLineCompletion.action(textBeforeCursor: "ite", candidates: ["items"], isRepeatedTab: false)
        #expect(action == .replace(deleting: 3, inserting: "items "))
        let duplicates = EditLineCompletion.action(textBeforeCursor: "buy i", candidates: ["items", "items"], isRepeatedTab: false)
        #expect(duplicates == .replace(deleting: 1, inserting: "items "))
    }

    @Test func severalCandidatesInsertTheirCommonPrefix() {
        let action = EditLineCompletion.action(textBeforeCursor: "lo", candidates: ["logout", "login"], isRepeatedTab: false)
        #expect(action == .replace(deleting: 2, inserting: "log"))
    }

    @Test func noProgressWaitsForASecondTabThenLists() {
        let first = EditLineCompletion.action(textBeforeCursor: "log", candidates: ["logout", "login"], isRepeatedTab: false)
        #expect(first == .ambiguous)
        let second = EditLineCompletion.action(textBeforeCursor: "log", candidates: ["logout", "login"], isRepeatedTab: true)
        #expect(second == .list(["login", "logout"]))
        let emptyWord = EditLineCompletion.action(textBeforeCursor: "", candidates: ["quit", "help"], isRepeatedTab: true)
        #expect(emptyWord == .list(["help", "quit"]))
    }

    @Test func noCandidatesRingsTheBell() {
        #expect(EditLineCompletion.action(textBeforeCursor: "zz", candidates: [], isRepeatedTab: true) == .noMatch)
    }

    @Test func deletionCountsUnicodeScalarsAsLibeditsWideBufferDoes() {
        let action = EditLineCompletion.action(textBeforeCursor: "buy cé", candidates: ["céramique"], isRepeatedTab: false)
        #expect(action == .replace(deleting: 2, inserting: "céramique "))
        let decomposed = EditLineCompletion.action(textBeforeCursor: "ce\u{301}", candidates: ["ce\u{301}pe"], isRepeatedTab: false)
        #expect(decomposed == .replace(deleting: 3, inserting: "ce\u{301}pe "))
    }

    @Test func columnsRunDownThenAcross() {
        let lines = EditLineCompletion.columns(["a", "bb", "ccc", "dddd", "e"], width: 20)
        #expect(lines == ["a     ccc   e", "bb    dddd"])
        #expect(EditLineCompletion.columns(["login", "logout"], width: 1) == ["login", "logout"])
        #expect(EditLineCompletion.columns([], width: 80) == [])
    }

    @Test func columnsCountWideAndCombiningCharactersAsATerminalDrawsThem() {
        #expect(TerminalColumns.of("items") == 5)
        #expect(TerminalColumns.of("日本") == 4)
        #expect(TerminalColumns.of("e\u{301}") == 1)
        #expect(TerminalColumns.of("\u{1B}") == 0)
        #expect(TerminalColumns.of("ｶﾞﾗｽ") == 4, "a half-width kana and its sound mark are two columns")
        #expect(TerminalColumns.of("☕ 🚲 🪴") == 8, "emoji drawn as pictures are wide")
    }
}
