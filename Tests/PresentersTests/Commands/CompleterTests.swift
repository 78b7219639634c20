import Presenters
import Testing

@Suite struct CompleterTests {
    let commands = [
        CommandSpec("items", summary: ""),
        CommandSpec("help", aliases: ["?"], summary: ""),
        CommandSpec("home", summary: ""),
        CommandSpec("select", arguments: [ArgumentSpec("N", kind: .integer)], summary: ""),
        CommandSpec("password", arguments: [ArgumentSpec("SECRET", isOptional: true, isSecret: true)], summary: ""),
    ]

    func candidates(_ text: String) -> [String] {
        Completer.candidates(for: text, commands: commands) { command, index in
            command == "select" && index == 0 ? ["1", "2", "10"] : []
        }
    }

    @Test func theFirstWordCompletesToCommandNames() {
        #expect(candidates("ite") == ["items"])
        #expect(candidates("h") == ["help", "home"])
        #expect(candidates("") == ["help", "home", "items", "password", "select"])
        #expect(candidates("zz") == [])
    }

    @Test func laterWordsCompleteToTheCommandsArguments() {
        #expect(candidates("select ") == ["1", "10", "2"])
        #expect(candidates("select 1") == ["1", "10"])
        #expect(candidates("select 1 ") == [], "select takes one argument")
        #expect(candidates("nope ") == [])
    }

    @Test func secretsAreNeverCompleted() {
        #expect(candidates("password ") == [])
    }
}
