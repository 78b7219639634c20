import Testing

@testable import LineEditing

/// Ctrl-R's reverse incremental search, as bash and psql show it.
@Suite(.timeLimit(.minutes(1))) struct HistorySearchTests {
    /// Newest first.
    let entries = ["help", "search teapot", "where", "search bowl", "email demo@bazaar.dev"]

    @Test func typingNarrowsToTheNewestMatchAndThePromptShowsTheText() {
        var search = HistorySearch(entries: entries, originalLine: "half")
        #expect(search.prompt == "(reverse-i-search)'': ")
        #expect(search.line == "half")
        for character in "sea" { search.type(character) }
        #expect(search.prompt == "(reverse-i-search)'sea': ")
        #expect(search.line == "search teapot")
        #expect(search.cursorOffset == 0, "the cursor is on the match")
        search.type("r")
        search.type("c")
        search.type("h")
        search.type(" ")
        search.type("b")
        #expect(search.line == "search bowl", "the entry shown no longer matched: an older one does")
    }

    @Test func ctrlRAgainFindsAnOlderDifferentEntryAndFailsAtTheOldest() {
        var search = HistorySearch(entries: ["help", "search teapot", "where", "search teapot", "search bowl"], originalLine: "")
        for character in "sea" { search.type(character) }
        #expect(search.line == "search teapot")
        search.searchOlder()
        #expect(search.line == "search bowl", "the same line again is skipped")
        search.searchOlder()
        #expect(search.line == "search bowl", "nothing older matches: the last match stays")
        #expect(search.failed)
        #expect(search.prompt == "(failed reverse-i-search)'sea': ")
    }

    @Test func nothingMatchingFailsAndKeepsTheLastMatch() {
        var search = HistorySearch(entries: entries, originalLine: "")
        for character in "wh" { search.type(character) }
        search.type("x")
        #expect(search.failed)
        #expect(search.prompt == "(failed reverse-i-search)'whx': ")
        #expect(search.line == "where")
        search.deleteBackward()
        #expect(!search.failed)
        #expect(search.prompt == "(reverse-i-search)'wh': ")
        #expect(search.line == "where")
    }

    @Test func backspaceSearchesAgainFromTheNewestAndAnEmptyTextShowsTheOriginalLine() {
        var search = HistorySearch(entries: entries, originalLine: "half")
        for character in "sea" { search.type(character) }
        search.searchOlder()
        #expect(search.line == "search bowl")
        search.deleteBackward()
        #expect(search.line == "search teapot")
        search.deleteBackward()
        search.deleteBackward()
        #expect(search.line == "half")
        #expect(search.cursorOffset == 4)
        search.deleteBackward()
        #expect(search.prompt == "(reverse-i-search)'': ")
    }

    @Test func theCursorIsOnTheLastOccurrenceCountedInUnicodeScalars() {
        var search = HistorySearch(entries: ["search 急須 急須"], originalLine: "")
        search.type("急")
        #expect(search.cursorOffset == 10)
    }

    @Test func ctrlRWithNoTextSearchesForThePreviousText() {
        var search = HistorySearch(entries: entries, originalLine: "", previousText: "where")
        search.searchOlder()
        #expect(search.prompt == "(reverse-i-search)'where': ")
        #expect(search.line == "where")
        var fresh = HistorySearch(entries: entries, originalLine: "x")
        fresh.searchOlder()
        #expect(fresh.line == "x", "no previous search: nothing happens")
        #expect(!fresh.failed)
    }
}
