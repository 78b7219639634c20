import Presenters
import Testing
import TextShell

/// The line a front end with forms builds from a form's fields (`CommandShell.line`) reads back as the values
/// typed: quoted where a word has spaces, empty ones before a given one kept in their places.
@Suite(.timeLimit(.minutes(1))) struct FormLineTests {
    enum FormCommand: Equatable, Sendable {
        case new(title: String?, body: String?, due: String?)
        case say(String)
    }

    let new = CommandSpec<FormCommand>(
        "new", .optionalWord("TITLE"), .optionalWord("BODY"), .optionalWord("DUE"), summary: ShellWords.helpSummary
    ) {
        .new(title: $0, body: $1, due: $2)
    }
    let say = CommandSpec<FormCommand>("say", .text("WORDS"), summary: ShellWords.helpSummary) { .say($0) }

    func line(_ spec: CommandSpec<FormCommand>, _ values: [String]) -> String {
        CommandShell.line(CommandShell.Offer(name: spec.name, arguments: spec.arguments, summary: ""), values: values)
    }

    func parsed(_ line: String) -> FormCommand? {
        guard case let .success(parsed)? = CommandParser.parse(line, specs: [new, say]) else { return nil }
        return parsed.command
    }

    @Test func wordsWithSpacesAreQuotedAndEmptyTailsLeftOut() {
        #expect(line(new, ["Buy milk", "two litres", ""]) == #"new "Buy milk" "two litres""#)
        #expect(parsed(line(new, ["Buy milk", "two litres", ""])) == .new(title: "Buy milk", body: "two litres", due: nil))
        #expect(line(new, ["", "", ""]) == "new")
    }

    @Test func anEmptyFieldBeforeAGivenOneKeepsItsPlace() {
        #expect(line(new, ["Milk", "", "2026-12-01"]) == #"new Milk "" 2026-12-01"#)
        #expect(parsed(line(new, ["Milk", "", "2026-12-01"])) == .new(title: "Milk", body: "", due: "2026-12-01"))
    }

    @Test func theRestOfTheLineIsSentAsItIs() {
        #expect(line(say, [#"hello "world""#]) == #"say hello "world""#)
        #expect(parsed(line(say, [#"hello "world""#])) == .say(#"hello "world""#))
    }
}
