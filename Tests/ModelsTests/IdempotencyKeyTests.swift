import Foundation
import Models
import Testing

/// A key is what an HTTP header and a URL carry as they are: 1 to 100 unreserved ASCII characters.
@Suite(.timeLimit(.minutes(1))) struct IdempotencyKeyTests {
    @Test(arguments: ["a", "3F2504E0-4F89-11D3-9A0C-0305E82C3301", "retry_1.~-", String(repeating: "k", count: 100)])
    func aKeyOfUnreservedCharactersIsKeptAsItIs(text: String) throws {
        #expect(try #require(IdempotencyKey(text)).rawValue == text)
    }

    @Test(arguments: ["", String(repeating: "k", count: 101), "not a key", "é", "a/b", "a\u{0}b", "a\r\nX-Evil: 1"])
    func anythingElseIsNoKey(text: String) {
        #expect(IdempotencyKey(text) == nil)
    }

    @Test func aUUIDIsOne() {
        #expect(IdempotencyKey(UUID().uuidString) != nil)
    }
}
