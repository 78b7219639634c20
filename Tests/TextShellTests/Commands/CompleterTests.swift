import Presenters
import Testing
import TextShell

@Suite(.timeLimit(.minutes(1))) struct CompleterTests {
    func candidates(_ text: String) -> [String] {
        Completer.candidates(for: text, specs: SampleCommand.specs) { argument in
            argument.completion == .rows ? ["1", "2", "10"] : ["never offered"]
        }
    }

    @Test func theFirstWordCompletesToCommandNames() {
        #expect(candidates("se") == ["search", "select"])
        #expect(candidates("em") == ["email"])
        #expect(
            candidates("") == ["email", "filter", "move", "note", "password", "quit", "search", "select", "spend", "tip", "due"].sorted())
        #expect(candidates("zz") == [])
    }

    @Test func laterWordsCompleteToWhatTheArgumentOffers() {
        #expect(candidates("select ") == ["1", "10", "2"])
        #expect(candidates("select 1") == ["1", "10"])
        #expect(candidates("select 1 ") == [], "select takes one argument")
        #expect(candidates("nope ") == [])
    }

    @Test func candidatesComeSortedAndEachOnlyOnce() {
        let candidates = Completer.candidates(for: "select ", specs: SampleCommand.specs) { _ in ["2", "10", "1", "2", "10"] }
        #expect(candidates == ["1", "10", "2"])
    }

    @Test func secretsAreNeverCompleted() {
        #expect(candidates("password ") == [])
    }
}
