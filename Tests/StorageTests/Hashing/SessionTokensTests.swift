import Storage
import Testing
import UseCases

@Suite(.timeLimit(.minutes(1)))
struct SessionTokensTests {
    /// The stored hash of a token is its SHA-256 in lowercase hexadecimal: sessions kept before a change to
    /// how it is written must still be found by their tokens.
    @Test func aTokensHashIsItsSHA256InLowercaseHexadecimal() {
        #expect(SessionTokens.live.hash("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SessionTokens.live.hash("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func aNewTokenIs43URLSafeCharactersAndNeverTheSameTwice() {
        let (first, second) = (SessionTokens.live.make(), SessionTokens.live.make())
        #expect(first.count == 43 && second.count == 43)
        #expect(first != second)
        #expect(first.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
    }
}
