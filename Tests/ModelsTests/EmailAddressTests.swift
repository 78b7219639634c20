import Models
import Testing

@Suite(.timeLimit(.minutes(1))) struct EmailAddressTests {
    @Test func normalisesCaseAndSurroundingSpace() {
        #expect(EmailAddress("  Demo@Bazaar.DEV ")?.rawValue == "demo@bazaar.dev")
    }

    @Test(arguments: [
        "", "demo", "demo@", "@bazaar.dev", "demo@bazaar", "de mo@bazaar.dev", "a@b@c.dev", "demo@bazaar.dev@evil.dev", "demo@bazaar..dev",
        "demo@.dev",
    ])
    func rejectsWhatIsNotAnAddress(text: String) {
        #expect(EmailAddress(text) == nil)
    }

    @Test(arguments: [
        "demo@bazaar.dev\u{0}N", "\u{0}demo@bazaar.dev", "demo@baz\u{1}aar.dev", "demo@bazaar.dev\u{7F}", "demo\u{9B}@bazaar.dev",
    ])
    func rejectsAControlCharacterAnywhere(text: String) {
        #expect(EmailAddress(text) == nil)
    }

    @Test func rejectsAnAddressLongerThanAPathMayBe() {
        let local = String(repeating: "a", count: 64)
        let longest = local + "@" + String(repeating: "b", count: EmailAddress.maximumLength - 64 - 5) + ".dev"
        #expect(EmailAddress(longest)?.rawValue.count == EmailAddress.maximumLength)
        #expect(EmailAddress("b" + longest) == nil)
        #expect(EmailAddress("a" + String(repeating: "\u{301}", count: 10_000) + "@bazaar.dev") == nil, "one character, 20,001 bytes")
    }
}
