import Presenters
import Testing
import TextShell

@Suite(.timeLimit(.minutes(1))) struct SuggestionsTests {
    @Test(arguments: [
        ("items", "items", 0), ("itmes", "items", 1), ("item", "items", 1),
        ("", "abc", 3), ("kitten", "sitting", 3), ("back", "home", 4),
    ])
    func distanceCountsEditsWithSwapsAsOne(a: String, b: String, expected: Int) {
        #expect(Suggestions.distance(a, b) == expected)
        #expect(Suggestions.distance(b, a) == expected)
    }

    @Test func closestPrefersAPrefixThenTheSmallestDistance() {
        let names = ["items", "transactions", "logout", "help", "home"]
        #expect(Suggestions.closest(to: "trans", among: names) == "transactions")
        #expect(Suggestions.closest(to: "hepl", among: names) == "help")
        #expect(Suggestions.closest(to: "ITMES", among: names) == "items")
        #expect(Suggestions.closest(to: "xyzzy", among: names) == nil)
        #expect(Suggestions.closest(to: "h", among: names) == nil, "one letter is too little to guess from")
    }
}
