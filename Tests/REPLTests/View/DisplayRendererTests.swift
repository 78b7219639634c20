import Models
import Presenters
import REPL
import Testing

@Suite(.timeLimit(.minutes(1))) struct DisplayRendererTests {
    let plain = DisplayRenderer(style: .plain)
    let colour = DisplayRenderer(style: Style(usesColor: true))

    @Test func plainTextHasNoEscapes() {
        #expect(plain.lines(for: .heading("Log in")) == ["Log in"])
        #expect(plain.lines(for: .error("Nope.")) == ["Error: Nope."])
        #expect(plain.lines(for: .success("Bought.")) == ["Bought."])
    }

    @Test func colourWrapsTextInSGRAndResets() {
        #expect(colour.lines(for: .error("Nope.")) == ["\u{1B}[31mError: Nope.\u{1B}[0m"])
        #expect(colour.lines(for: .line("plain")) == ["plain"])
    }

    @Test func fieldsLineUpTheirValues() {
        #expect(
            plain.lines(for: .fields([Display.Field("Item", "#3"), Display.Field("Balance after", .money(.yen(6_200)))])) == [
                "Item:          #3",
                "Balance after: ¥6,200",
            ])
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

    @Test func trailingEmptyCellsLeaveNoTrailingSpaces() {
        let table = Display.Table(headers: ["Item", ""], rows: [["Lamp", ""], ["Bike", "SOLD"]])
        #expect(plain.lines(for: .table(table)) == ["Item", "Lamp", "Bike  SOLD"])
    }

    @Test func aCRLFInACellTakesOneColumnAsInAnyText() {
        // "\r\n" is one character: the fast count for ASCII text agrees with counting characters.
        let table = Display.Table(headers: ["A", "B"], rows: [["x\r\ny", "1"], ["é\r\né", "2"]])
        #expect(plain.lines(for: .table(table)) == ["A    B", "x\r\ny  1", "é\r\né  2"])
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
            .heading("Items"), .line("one"), .error("Nope."), .fields([Display.Field("Balance", .money(.yen(6_200)))]),
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
