import Testing

@testable import LineEditing

/// The rows a line takes as libedit lays it out, which the masked redraw of a password typed with its command
/// goes back up: a count one short left the start of the password on the screen, one too many erased the line
/// above.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct RedrawRowsTests {
    init() {
        _ = enableUTF8Locale()  // as the program does: wcwidth measures in the locale's encoding
    }

    @Test func asciiFillsEachRowToItsMarginAndARowFilledToItStartsANewOne() {
        #expect(EditLineReader.rows(String(repeating: "a", count: 18), columns: 100) == 1)
        #expect(EditLineReader.rows(String(repeating: "a", count: 118), columns: 100) == 2)
        #expect(EditLineReader.rows(String(repeating: "a", count: 100), columns: 100) == 2, "the cursor is on a new row")
        #expect(EditLineReader.rows("", columns: 80) == 1)
    }

    /// A wide character that does not fit in what is left of a row starts the next, leaving a column blank: the
    /// prompt and `password ` (23 columns) and 68 Japanese characters take three rows of 80, not two.
    @Test func aWideCharacterThatDoesNotFitStartsTheNextRow() {
        let line = "bazaar login> password " + String(repeating: "あ", count: 68)
        #expect(EditLineReader.rows(line, columns: 80) == 3)
        #expect(EditLineReader.rows(String(repeating: "あ", count: 40), columns: 80) == 2)
    }

    @Test func aControlIsShownInTwoColumnsAndACombiningMarkInNone() {
        #expect(EditLineReader.rows(String(repeating: "a", count: 78) + "\u{1}", columns: 80) == 2)
        #expect(EditLineReader.rows(String(repeating: "e\u{301}", count: 79), columns: 80) == 1)
    }
}
