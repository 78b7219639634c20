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

    @Test func wipingOverwritesTheBytesOfEveryCopyWithZeros() {
        let password = Password("bazaar-demo")
        let copy = password
        #expect(copy.withUTF8Bytes { Array($0) } == Array("bazaar-demo".utf8))
        #expect(copy == Password("bazaar-demo"))

        password.wipe()
        #expect(copy.withUTF8Bytes { Array($0) } == [UInt8](repeating: 0, count: "bazaar-demo".utf8.count))
        #expect(copy != Password("bazaar-demo"))
        #expect(Password("").withUTF8Bytes { $0.isEmpty && $0.baseAddress != nil }, "an empty password still has an address")
    }
}
