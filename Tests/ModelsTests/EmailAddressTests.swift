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
}
