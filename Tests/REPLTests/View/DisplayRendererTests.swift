import Models
import Presenters
import REPL
import Testing

@Suite(.timeLimit(.minutes(1))) struct DisplayRendererTests {
    let plain = DisplayRenderer(style: .plain)
    let colour = DisplayRenderer(style: Style(usesColor: true))

    @Test func plainTextHasNoEscapes() {
        #expect(plain.lines(for: .heading("Log in")) == ["Log in"])
        #expect(plain.lines(for: .error(Alert(code: "Test.alert", text: "Nope."))) == ["Error: Nope."])
        #expect(plain.lines(for: .success("Bought.")) == ["Bought."])
    }

    @Test func colourWrapsTextInSGRAndResets() {
        #expect(colour.lines(for: .error(Alert(code: "Test.alert", text: "Nope."))) == ["\u{1B}[31mError: Nope.\u{1B}[0m"])
        #expect(colour.lines(for: .line("plain")) == ["plain"])
    }

    @Test func fieldsLineUpTheirValues() {
        #expect(
            plain.lines(for: .fields([Display.Field("Item", "#3"), Display.Field("Balance after", .money(.yen(6_200)))])) == [
                "Item:          #3",
                "Balance after: ¥6,200",
            ])
    }

    /// An optional field left empty (a note with no body) shows its label alone: no value, and no line
    /// ending in spaces, in plain text or in colour.
    @Test func aFieldWithNoValueShowsItsLabelAloneWithNoTrailingSpace() {
        let fields = Display.fields([Display.Field("Title", "Groceries"), Display.Field("Body", .text(""))])
        #expect(plain.lines(for: fields) == ["Title: Groceries", "Body:"])
        #expect(colour.lines(for: fields).last == "\u{1B}[2mBody:\u{1B}[0m")
    }

    @Test func tablesPadByDisplayWidthCountingWideCharactersTwice() {
        let table = Display.Table(
            headers: ["#", "Item", "Price"], rows: [["1", "急須", .money(.yen(3_800))], ["10", "Bowl", .money(.yen(900))]])
        #expect(
            plain.lines(for: .table(table)) == [
                "#   Item  Price",
                "1   急須  ¥3,800",
                "10  Bowl  ¥900",
            ])
    }

    /// Columns are counted as a terminal draws them: a half-width kana with its sound mark is two columns, an
    /// emoji drawn as a picture two.
    @Test func tablesPadByTheColumnsATerminalDraws() {
        let table = Display.Table(headers: ["Seller", "Item"], rows: [["ｶﾞﾗｽ", "☕ mill"], ["Ryo", "🪴"], ["Ann", "Bowl"]])
        #expect(plain.lines(for: .table(table)) == ["Seller  Item", "ｶﾞﾗｽ    ☕ mill", "Ryo     🪴", "Ann     Bowl"])
    }

    @Test func trailingEmptyCellsLeaveNoTrailingSpaces() {
        let table = Display.Table(headers: ["Item", ""], rows: [["Lamp", ""], ["Bike", "SOLD"]])
        #expect(plain.lines(for: .table(table)) == ["Item", "Lamp", "Bike  SOLD"])
    }

    @Test func aCRLFInACellIsShownAsCaretsAndMeasuredAsShown() {
        let table = Display.Table(headers: ["A", "B"], rows: [["x\r\ny", "1"], ["é\r\né", "2"]])
        #expect(plain.lines(for: .table(table)) == ["A       B", "x^M^Jy  1", "é^M^Jé  2"])
    }

    /// Text from the database or typed by the user may hold escape sequences, bidi overrides and zero-width
    /// characters: every kind of display shows them as visible text, never sends them.
    @Test func untrustedTextIsShownVisiblyInEveryDisplay() {
        let hostile = "Tea\u{1B}]0;PWNED\u{7}\u{1B}[2J\u{202E}pot\u{200B}\u{85}"
        let shown = "Tea^[]0;PWNED^G^[[2J\\u{202E}pot\\u{200B}\\u{85}"
        #expect(plain.lines(for: .heading(hostile)) == [shown])
        #expect(plain.lines(for: .line(hostile)) == [shown])
        #expect(plain.lines(for: .success(hostile)) == [shown])
        #expect(plain.lines(for: .error(Alert(code: "Test.alert", text: hostile))) == ["Error: " + shown])
        #expect(
            colour.lines(for: .error(Alert(code: "Test.alert", text: hostile))) == ["\u{1B}[31mError: " + shown + "\u{1B}[0m"],
            "only our own colour is sent")
        #expect(plain.lines(for: .fields([Display.Field(hostile, .text(hostile))])) == [shown + ": " + shown])
        #expect(plain.lines(for: .table(Display.Table(headers: [hostile], rows: [[.text(hostile)]]))) == [shown, shown])
    }

    @Test func escapedTextLinesUpWithWideCharactersByTheColumnsItTakesOnScreen() {
        let table = Display.Table(headers: ["#", "Item", "Price"], rows: [["1", "急須\u{1B}[2J", "¥1"], ["2", "\u{2066}Bowl", "¥2"]])
        #expect(
            plain.lines(for: .table(table)) == [
                "#  Item          Price",
                "1  急須^[[2J     ¥1",
                "2  \\u{2066}Bowl  ¥2",
            ])
    }

    @Test(arguments: [
        ("items\u{1B}[A", "items^[[A"), ("bell\u{7}", "bell^G"), ("\u{0}nul", "^@nul"), ("del\u{7F}", "del^?"), ("a\rb", "a^Mb"),
        ("next\u{85}line", "next\\u{85}line"), ("tab\there", "tab here"), ("it\u{FFFD}", "it\u{FFFD}"), ("café 急須", "café 急須"),
        ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", "\\u{202A}\\u{202B}\\u{202C}\\u{202D}\\u{202E}"),
        ("\u{2066}\u{2067}\u{2068}\u{2069}", "\\u{2066}\\u{2067}\\u{2068}\\u{2069}"),
        (
            "a\u{200B}b\u{200C}c\u{200D}d\u{200E}\u{200F}\u{2060}\u{FEFF}\u{061C}",
            "a\\u{200B}b\\u{200C}c\\u{200D}d\\u{200E}\\u{200F}\\u{2060}\\u{FEFF}\\u{61C}"
        ),
        ("line\u{2028}para\u{2029}", "line\\u{2028}para\\u{2029}"),
        ("👩‍👩‍👧 e\u{301}", "👩‍👩‍👧 e\u{301}"),
    ])
    func controlsBidiAndZeroWidthCharactersAreShownNotSent(text: String, shown: String) {
        #expect(plain.lines(for: .line(text)) == [shown])
    }

    @Test func shortRowsAndWideColumnsStillLineUp() {
        let table = Display.Table(headers: ["#", "Name", "Note"], rows: [["1"], ["2", "Zoë M.", "new"], ["3", "Kyūsu 急須"]])
        #expect(
            plain.lines(for: .table(table)) == [
                "#  Name        Note",
                "1",
                "2  Zoë M.      new",
                "3  Kyūsu 急須",
            ])
    }

    @Test func aDisplaysTextIsItsLinesEachEndedByANewline() {
        let displays: [Display] = [
            .heading("Items"), .line("one"), .error(Alert(code: "Test.alert", text: "Nope.")),
            .fields([Display.Field("Balance", .money(.yen(6_200)))]),
            .table(Display.Table(headers: ["#", "Item", ""], rows: [["1", "Lamp", ""], ["2", "Bike", "SOLD"]])),
            .table(Display.Table(headers: ["Command", "What it does"], rows: [])),
        ]
        for renderer in [plain, colour] {
            for display in displays {
                #expect(renderer.text(for: display) == renderer.lines(for: display).map { $0 + "\n" }.joined())
            }
        }
    }
}
