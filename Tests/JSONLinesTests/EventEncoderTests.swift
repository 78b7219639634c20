import Foundation
import JSONLines
import Models
import Presenters
import Testing

/// Every event's exact line: `type` first, then `id`, then the event's keys in their documented order.
@Suite(.timeLimit(.minutes(1))) struct EventEncoderTests {
    static let teapot = Display.Value.money(.yen(3_800))

    @Test(arguments: [
        (Event.hello(version: 1), #"{"type":"hello","version":1}"#),
        (.screen(path: "items/3", title: "Item 3"), #"{"type":"screen","path":"items/3","title":"Item 3"}"#),
        (.display(.heading("Items")), #"{"type":"heading","text":"Items"}"#),
        (.display(.line("Email: demo@bazaar.dev")), #"{"type":"line","text":"Email: demo@bazaar.dev"}"#),
        (.display(.success("Logged out.")), #"{"type":"success","text":"Logged out."}"#),
        (
            .display(.error(Alert(code: "Shell.notLoggedIn", text: "You are not logged in."))),
            #"{"type":"error","code":"Shell.notLoggedIn","text":"You are not logged in."}"#
        ),
        (.busy(label: "Loading items…"), #"{"type":"busy","label":"Loading items…"}"#),
        (.idle, #"{"type":"idle"}"#),
        (
            .question(code: "ItemDetail.confirmPurchase", prompt: "Buy Kyūsu teapot for ¥3,800?", answers: ["yes", "no"]),
            #"{"type":"question","code":"ItemDetail.confirmPurchase","prompt":"Buy Kyūsu teapot for ¥3,800?","answers":["yes","no"]}"#
        ),
        (.secret(code: "Login.password", prompt: "Password:"), #"{"type":"secret","code":"Login.password","prompt":"Password:"}"#),
        (.done(ok: true), #"{"type":"done","ok":true}"#),
        (.done(ok: false), #"{"type":"done","ok":false}"#),
    ])
    func eachEventIsOneLineWithItsTypeFirst(event: Event, line: String) {
        #expect(EventEncoder.line(for: event) == line)
    }

    @Test func fieldsCarryMoneyAsTextAndAsMinorUnitsWithTheCurrency() {
        let fields = Event.display(.fields([Display.Field("Item", "#3"), Display.Field("Price", Self.teapot)]))
        #expect(
            EventEncoder.line(for: fields)
                == ##"{"type":"fields","fields":[{"label":"Item","text":"#3"},"##
                + #"{"label":"Price","text":"¥3,800","money":{"minorUnits":3800,"currency":"JPY"}}]}"#)
    }

    @Test func tableCellsAreObjectsAndMoneyKeepsItsMinorUnits() {
        let table = Event.display(
            .table(Display.Table(headers: ["#", "Amount"], rows: [["1", .money(Money(minorUnits: -1_250, currency: .usd))], ["2", ""]])))
        #expect(
            EventEncoder.line(for: table)
                == ##"{"type":"table","headers":["#","Amount"],"rows":[[{"text":"1"},"##
                + #"{"text":"-$12.50","money":{"minorUnits":-1250,"currency":"USD"}}],[{"text":"2"},{"text":""}]]}"#)
        #expect(
            EventEncoder.line(for: .display(.table(Display.Table(headers: ["#"], rows: []))))
                == ##"{"type":"table","headers":["#"],"rows":[]}"##)
    }

    /// A date and a status are values a program reads as what they are, beside the words a person reads.
    @Test func datesAndStatusesCarryTheirValueBesideTheirText() {
        let bought = Date(timeIntervalSince1970: 1_795_000_000)
        let fields = Event.display(
            .fields([
                Display.Field("Day", .date(bought, .day)), Display.Field("At", .date(bought, .minute)),
                Display.Field("Status", .status(Display.Status(code: "sold", words: "Sold"))),
            ]))
        #expect(
            EventEncoder.line(for: fields)
                == ##"{"type":"fields","fields":[{"label":"Day","text":"2026-11-18","date":"2026-11-18T11:06:40Z"},"##
                + ##"{"label":"At","text":"2026-11-18 11:06 UTC","date":"2026-11-18T11:06:40Z"},"##
                + #"{"label":"Status","text":"Sold","status":"sold"}]}"#)
    }

    @Test func theIdComesRightAfterTheTypeAsAStringOrAnInteger() {
        #expect(EventEncoder.line(for: .idle, id: .string("a-1")) == #"{"type":"idle","id":"a-1"}"#)
        #expect(EventEncoder.line(for: .done(ok: true), id: .integer(-7)) == #"{"type":"done","id":-7,"ok":true}"#)
        #expect(
            EventEncoder.line(for: .display(.line("x")), id: .integer(Int64.max))
                == #"{"type":"line","id":9223372036854775807,"text":"x"}"#)
    }

    @Test func textIsEscapedSoEveryEventStaysOnOneLineAndMovesNoCursor() {
        let text = "a\"b\\c\nd\re\tf\u{0}g\u{1B}[2Jh\u{7F}i\u{85}j/急須 ✓"
        #expect(
            EventEncoder.line(for: .display(.line(text)))
                == #"{"type":"line","text":"a\"b\\c\nd\re\tf\u0000g\u001b[2Jh\u007fi\u0085j/急須 ✓"}"#)
        #expect(EventEncoder.line(for: .idle, id: .string("\n")) == #"{"type":"idle","id":"\n"}"#)
    }

    /// What the terminal shows visibly (`HiddenScalars`), `--json` escapes: a right-to-left override in an
    /// item's name from a server cannot reorder a stream read in a terminal, and a reader decodes the same
    /// name. A zero-width joiner inside an emoji is kept, as the terminal keeps it.
    @Test func aCharacterThatCouldReorderOrHideTextIsEscapedAndDecodesBack() throws {
        let name = "Teapot \u{202E}gpj.exe\u{202C} \u{200B}\u{2066}x\u{2069}\u{FEFF}\u{2028} 👩\u{200D}👧"
        let line = EventEncoder.line(for: .display(.line(name)))
        #expect(line == #"{"type":"line","text":"Teapot \u202egpj.exe\u202c \u200b\u2066x\u2069\ufeff\u2028 👩\#u{200D}👧"}"#)
        let decoded = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
        #expect(decoded?["text"] == name)
    }
}

/// The README's `--json` example shows the hello line the app sends: its version is the current one.
@Suite(.timeLimit(.minutes(1))) struct ReadmeHelloTests {
    @Test func theReadmesHelloLineSaysTheCurrentSchemaVersion() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let shown = readme.matches(of: /# \{"type":"hello","version":([0-9]+)\}/).map { Int($0.1) }
        #expect(!shown.isEmpty, "README.md shows the hello line of its --json example")
        #expect(shown.allSatisfy { $0 == Event.schemaVersion }, "README.md shows version \(shown); the app sends \(Event.schemaVersion)")
    }
}
