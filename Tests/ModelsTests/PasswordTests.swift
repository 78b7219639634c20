import Models
import Testing

@Suite(.timeLimit(.minutes(1))) struct PasswordTests {
    @Test func neverPrintsItsCharacters() {
        let password = Password("bazaar-demo")
        #expect(password.revealed == "bazaar-demo")
        for text in [String(describing: password), String(reflecting: password), "\(password)", "\([password])"] {
            #expect(!text.contains("bazaar-demo"), "leaked in \(text)")
        }
        var dumped = ""
        dump(password, to: &dumped)
        #expect(!dumped.contains("bazaar-demo"))
    }
}
